import { t as ProjectPage } from "./ProjectPage-y0DtP9A1.js";
// apps/site/src/routes/project/route.ts
/** The project page (SPEC.md §2.3), at /novels/{url} and /games/{url}. */
var projectRoute = { Component: ProjectPage };
export { projectRoute };

//# sourceMappingURL=route-Ddc3x-83.js.map