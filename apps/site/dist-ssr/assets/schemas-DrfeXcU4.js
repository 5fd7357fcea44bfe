import { i as _enum } from "./schemas-PBjYTboi.js";
import { v as userRoles } from "./session-BGqqomvP.js";
// libs/domain/src/accounts/schemas.ts
var userRoleSchema = _enum(userRoles);
export { userRoleSchema as t };

//# sourceMappingURL=schemas-DrfeXcU4.js.map