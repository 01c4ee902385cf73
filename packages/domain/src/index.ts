export * from './constants';
export * from './contract';
export * from './format';
export * from './ids';
export * from './paths';
