internal import CMeCab

/// The namespace for the Swift wrappers of the `CMeCab` shim; only files in this folder call
/// it. MeCab is loaded at run time (see `cmecab.h`), the first time a model is opened.
package enum MeCab {
    /// Why MeCab could not be used: the library is missing, or the dictionary cannot be opened.
    package struct Failure: Error, Equatable {
        /// MeCab's or the loader's message.
        package var message: String
    }

    /// Loads the library if needed. Throws its loader's message when it is missing.
    package static func load() throws(Failure) {
        var error = [CChar](repeating: 0, count: 512)
        if cmecab_load(&error, Int32(error.count)) == 0 {
            throw Failure(message: MeCab.text(error))
        }
    }

    /// A `String` from a NUL-terminated C buffer.
    package static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// MeCab's version ("0.996"), once loaded.
    package static var version: String { String(cString: cmecab_version()) }

    /// One dictionary, loaded once and shared by every thread (MeCab's `mecab_model_t`).
    ///
    /// `Sendable` notes: MeCab documents a model as shareable between threads; only
    /// ``Worker``s (one per thread) parse with it, and the model outlives them (each worker
    /// keeps a reference).
    package final class Model: @unchecked Sendable {
        fileprivate let handle: OpaquePointer
        /// The dictionary's character set as MeCab reports it ("UTF-8", "EUC-JP").
        package let charset: String

        /// Opens the dictionary folder `dicdir` (holding `sys.dic` and `dicrc`), reading the
        /// resource file `rcfile`.
        package init(dicdir: String, rcfile: String) throws(Failure) {
            var error = [CChar](repeating: 0, count: 512)
            guard let handle = cmecab_model_open(dicdir, rcfile, &error, Int32(error.count)) else {
                throw Failure(message: MeCab.text(error))
            }
            self.handle = handle
            charset = String(cString: cmecab_model_charset(handle))
        }

        deinit { cmecab_model_close(handle) }
    }

    /// A tagger and lattice for one thread.
    ///
    /// Not `Sendable`: MeCab's parse call changes the tagger and lattice, so each thread makes
    /// its own worker.
    package final class Worker {
        private let model: Model
        private let handle: OpaquePointer

        /// A worker on a shared model; `nil` when MeCab cannot make one (out of memory).
        package init?(model: Model) {
            guard let handle = cmecab_worker_open(model.handle) else { return nil }
            self.model = model
            self.handle = handle
        }

        deinit { cmecab_worker_close(handle) }

        /// One token of MeCab's output: its text and its comma-separated features.
        package struct Token {
            package var surface: Substring
            package var features: [Substring]
        }

        /// Parses text (which must not hold tabs or line ends). With a `constraint` (a
        /// feature pattern such as `名詞,固有名詞,人名,姓`), the whole text must be one
        /// token with those features (MeCab's partial parsing). Returns `nil` when MeCab fails.
        package func parse(_ text: String, constraint: String? = nil) -> [Token]? {
            var input = text
            if let constraint { input = "\(text)\t\(constraint)\n" }
            let output: String? = input.withCString { pointer in
                cmecab_worker_parse(handle, pointer, strlen(pointer), constraint == nil ? 0 : 1).map { String(cString: $0) }
            }
            guard let output else { return nil }
            var tokens: [Token] = []
            for line in output.split(separator: "\n", omittingEmptySubsequences: true) where line != "EOS" {
                guard let tab = line.firstIndex(of: "\t") else { continue }
                let features = line[line.index(after: tab)...].split(separator: ",", omittingEmptySubsequences: false)
                tokens.append(Token(surface: line[..<tab], features: features))
            }
            return tokens
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
