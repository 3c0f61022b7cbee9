import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize verify --format json`: one document with sorted keys, for dashboards.
///
/// `{"cldrVersion", "failed", "goldens": [{"failed", "failures": [{"actual", "expected",
/// "kind", "lastLine", "line", "message", "rows", "versionNote"}], "file", "passed",
/// "problem", "recordedVersions", "status", "update", "versionNote"}], "icuVersion",
/// "passed", "unicodeVersion"}`; `status` is `passed`, `failed` or `error`.
struct VerifyJSONRenderer {
    let outcomes: [GoldenOutcome]

    func render(to out: OutputWriter) {
        var passed = 0, failed = 0
        var goldens: [String] = []
        for outcome in outcomes {
            let verification = outcome.verification
            let status = verification == nil ? "error" : verification!.holds ? "passed" : "failed"
            let failures = verification?.failures.map(failureJSON) ?? []
            let recorded =
                verification.map { v in
                    "{\"cldr\": \(optional(v.recordedVersions.cldr)), \"icu\": \(optional(v.recordedVersions.icu)), \"unicode\": \(optional(v.recordedVersions.unicode))}"
                } ?? "null"
            let failedHere = verification?.failedCount ?? 1
            passed += verification?.passedCount ?? 0
            failed += failedHere
            goldens.append(
                """
                    {"failed": \(failedHere), "failures": [\(failures.isEmpty ? "" : "\n        " + failures.joined(separator: ",\n        ") + "\n      ")], \
                "file": \(JSONText.quoted(outcome.path)), "passed": \(verification?.passedCount ?? 0), \
                "problem": \(optional(outcome.problem?.message)), "recordedVersions": \(recorded), "status": \"\(status)\", \
                "update": \(optional(outcome.updateNote)), "versionNote": \(optional(verification?.versionNote))}
                """)
        }
        out.write("{\n")
        out.write("  \"cldrVersion\": \(JSONText.quoted(IndexedCollation.cldrVersion)),\n")
        out.write("  \"failed\": \(failed),\n")
        out.write("  \"goldens\": [\(goldens.isEmpty ? "" : "\n" + goldens.joined(separator: ",\n") + "\n  ")],\n")
        out.write("  \"icuVersion\": \(JSONText.quoted(IndexedCollation.icuVersion)),\n")
        out.write("  \"passed\": \(passed),\n")
        out.write("  \"unicodeVersion\": \(JSONText.quoted(IndexedCollation.unicodeVersion))\n")
        out.write("}\n")
    }

    private func failureJSON(_ failure: GoldenFailure) -> String {
        "{\"actual\": \(JSONText.array(failure.actual)), \"expected\": \(JSONText.array(failure.expected)), "
            + "\"kind\": \"\(failure.kind.rawValue)\", \"lastLine\": \(failure.lines.upperBound), \"line\": \(failure.lines.lowerBound), "
            + "\"message\": \(JSONText.quoted(failure.description)), \"rows\": \(JSONText.array(failure.rows)), "
            + "\"versionNote\": \(optional(failure.versionNote))}"
    }

    private func optional(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
}
