// The seeded generator lives in lib/ so every module's demo data can draw from it.
export * from '../../../../lib/seeded-rng';
