#!/usr/bin/env node
// Runs the server from its TypeScript sources (tsx compiles on load and caches).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
