/** The page width every public section shares. */
export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";
