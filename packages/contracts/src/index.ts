export * from './codes';
export * from './constants';
export * from './envelope';
export * from './messages';
export * from './route';
export * from './services';
export * from './validation';
export * from './auth';
export * from './system';
export * from './resource';
export * from './chain';
export * from './pay';
export * from './bigdata';
export * from './report';
export * from './search';

export * from './bigdata/capability';
