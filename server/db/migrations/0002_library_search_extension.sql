-- Trigram matching for the library's indexed case-insensitive search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
