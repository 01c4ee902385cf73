export { createServerApp } from './app';
export { loadConfig } from './config';
