/// A 1-based position in a source file: the line, and the column counted in Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A problem with an input file, located at the offending key or value.
///
/// Its description reads `path:line:col: error: message`, the form editors and Xcode parse.
public struct InputError: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path of the file as given by the user.
    public var file: String
    /// Where in the file the problem is.
    public var location: SourceLocation
    /// A lower-case sentence saying what is wrong and, where possible, how to fix it.
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }

    public static func < (lhs: InputError, rhs: InputError) -> Bool {
        (lhs.file, lhs.location, lhs.message) < (rhs.file, rhs.location, rhs.message)
    }
}
