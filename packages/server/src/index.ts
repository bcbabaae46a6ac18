export { type AppOptions, buildApp } from './app.ts';
export { type Database, openDatabase } from './db/database.ts';
export { readSettings, type Settings } from './settings.ts';
