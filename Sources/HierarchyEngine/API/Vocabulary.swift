/// The values the engine shares with the protocol — identifiers and the enumerations the wire
/// carries — live in the stdlib-only `HierarchyVocabulary`, so that the method table can name
/// them without importing the engine; every importer of the engine sees them as its own.
@_exported import HierarchyVocabulary
