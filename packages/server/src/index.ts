export { createApp } from './app';
export { loadConfig, type Config } from './config';
export { startServer, type RunningServer } from './server';
