import Foundation
import SectionizeTestSupport

/// Files of the repository's `Data/` folder, as bytes.
enum SampleFiles {
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: RepositoryFiles.url(path)))
    }

    /// How often `needle` occurs in `bytes`.
    static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).filter { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }.count
    }
}
