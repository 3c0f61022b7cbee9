import SectionizeKit
import SectionizeInput
import SectionizeVerification

/// `sectionize verify --format text`: each failure as `FILE:LINE: message`, a summary line
/// per golden, and the totals; the last line is exactly `N passed, N failed`.
struct VerifyTextRenderer {
    let outcomes: [GoldenOutcome]

    func render(to out: OutputWriter) {
        var passed = 0, failed = 0, held = 0
        for outcome in outcomes {
            if let problem = outcome.problem {
                StandardError.write("sectionize: \(problem.message)\n")
                if outcome.verification == nil {
                    let why = problem.exitStatus == CLIError.Status.dataError ? "malformed golden" : "cannot read it"
                    out.write("\(outcome.path): not checked (\(why))\n")
                    failed += 1
                    continue
                }
            }
            guard let verification = outcome.verification else { continue }
            if let note = verification.versionNote {
                out.write("\(outcome.path):\(verification.versionLine ?? 1): warning: \(note); a failure may be a data change, not a bug\n")
            }
            for failure in verification.failures { out.write("\(failure)\n") }
            let versions = verification.versionNote.map { " (\($0))" } ?? ""
            let update = outcome.updateNote.map { "; \($0)" } ?? ""
            out.write("\(outcome.path): \(verification.passedCount) passed, \(verification.failedCount) failed\(versions)\(update)\n")
            passed += verification.passedCount
            failed += verification.failedCount
            if verification.holds { held += 1 }
        }
        let mismatched = outcomes.filter { $0.verification?.versionNote != nil }.count
        let versions =
            mismatched == 0
            ? ""
            : ", \(mismatched) recorded with other ICU/CLDR versions than ICU \(IndexedCollation.icuVersion), CLDR \(IndexedCollation.cldrVersion)"
        out.write("\(outcomes.count) golden\(outcomes.count == 1 ? "" : "s"): \(held) held, \(outcomes.count - held) failed\(versions)\n")
        out.write("\(passed) passed, \(failed) failed\n")
    }
}
