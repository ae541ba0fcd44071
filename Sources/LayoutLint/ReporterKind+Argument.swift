import ArgumentParser
import LayoutLintKit

extension ReporterKind: ExpressibleByArgument {}
extension ColorMode: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
