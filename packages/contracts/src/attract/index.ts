export * from './analysis';
export * from './projects';
