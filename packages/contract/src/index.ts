export * from './accounts';
export * from './fees';
export * from './http';
export * from './languages';
export * from './limits';
export * from './messages';
export * from './money';
export * from './routes';
