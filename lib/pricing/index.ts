export * from "./money";
export * from "./dates";
export * from "./quote";
export * from "./seasons";
