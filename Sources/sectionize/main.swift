// The `sectionize` executable: all parsing and rendering lives in SectionizeCLI, so that
// tests and the fuzz target can call the renderers directly.
import SectionizeCLI

Sectionize.main()
