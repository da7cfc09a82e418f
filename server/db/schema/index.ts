export * from "./auth";
export * from "./compliance";
export * from "./content";
export * from "./settings";
export * from "./privacy";
export * from "./billing";
export * from "./feedback";
export * from "./coordination";
