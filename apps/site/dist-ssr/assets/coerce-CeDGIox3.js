import { r as ZodNumber, y as _coercedNumber } from "./schemas-PBjYTboi.js";
// node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
export { number as t };

//# sourceMappingURL=coerce-CeDGIox3.js.map