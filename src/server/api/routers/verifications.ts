/** Verification requests (issue 18): the member's request, the administrators' review. */
export const verificationsRoutes = {};
