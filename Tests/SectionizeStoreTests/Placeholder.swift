import Testing
import SectionizeStore
