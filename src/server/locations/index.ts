/** Countries, states and cities (server only: the dataset never goes to the browser). */
export * from "./checks";
export * from "./places";
