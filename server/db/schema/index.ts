export * from "./auth";
export * from "./compliance";
export * from "./content";
