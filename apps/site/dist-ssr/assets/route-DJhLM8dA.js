import { t as ProjectPage } from "./ProjectPage-DWOod8uE.js";
// apps/site/src/routes/project/route.ts
/** The project page (SPEC.md §2.3), at /novels/{url} and /games/{url}. */
var projectRoute = { Component: ProjectPage };
export { projectRoute };

//# sourceMappingURL=route-DJhLM8dA.js.map