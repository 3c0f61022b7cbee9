public import Foundation

/// Finds the `sectionize` executable that the build under test produced, for the end-to-end
/// tests.
///
/// SwiftPM builds every product of a configuration into one products folder
/// (`<scratch path>/<triple>/<configuration>`) and puts the test bundle,
/// `<Package>PackageTests.xctest`, in the same folder; the test target depends on the
/// `sectionize` executable, so a test run always builds it there first. So the binary is looked
/// up next to the running test bundle — never at a guessed `.build/debug` path, which would
/// miss a release build or a `--scratch-path` and could run a stale binary.
public enum SectionizeBinary {
    /// Why the binary was not found.
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    /// The products folder of the running build: the folder that holds the running
    /// `.xctest` (on Linux the test runner is that file itself; on macOS `xctest` loads it as
    /// a bundle), or `nil` outside a test bundle.
    public static func productsFolder() -> URL? {
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first)) }
        for candidate in candidates {
            var url = candidate.resolvingSymlinksInPath()
            while url.pathComponents.count > 1 {
                if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
                url.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The `sectionize` executable in ``productsFolder()``.
    ///
    /// - Throws: ``NotFound`` naming the folder searched when there is no executable there.
    public static func url(named name: String = "sectionize") throws -> URL {
        guard let folder = productsFolder() else {
            throw NotFound(
                description:
                    "no .xctest bundle found in this process (\(CommandLine.arguments.first ?? "?")): the end-to-end tests must run under `swift test`"
            )
        }
        let binary = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw NotFound(
                description:
                    "no executable \(name) in the build's products folder \(folder.path); build it with `swift build --product \(name)` in the same configuration and scratch path"
            )
        }
        return binary
    }
}
