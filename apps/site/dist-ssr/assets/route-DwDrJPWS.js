import { t as ProjectPage } from "./ProjectPage-BByIkW0G.js";
// apps/site/src/routes/project/route.ts
/** The project page (SPEC.md §2.3), at /novels/{url} and /games/{url}. */
var projectRoute = { Component: ProjectPage };
export { projectRoute };

//# sourceMappingURL=route-DwDrJPWS.js.map