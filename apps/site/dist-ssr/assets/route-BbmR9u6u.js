import { t as ProjectPage } from "./ProjectPage-D_3GiCJl.js";
// apps/site/src/routes/project/route.ts
/** The project page (SPEC.md §2.3), at /novels/{url} and /games/{url}. */
var projectRoute = { Component: ProjectPage };
export { projectRoute };

//# sourceMappingURL=route-BbmR9u6u.js.map