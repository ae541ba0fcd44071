import ArgumentParser
import LayoutLintKit

extension ReporterKind: ExpressibleByArgument {}
