/** The administrators' trail (issue 18). */
export const auditRoutes = {};
