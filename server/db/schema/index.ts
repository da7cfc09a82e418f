export * from "./auth";
export * from "./compliance";
