export * from "./auth";
export * from "./contact";
export * from "./mail";
export * from "./notification";
export * from "./payment";
export * from "./plan";
export * from "./profile";
export * from "./proposal";
