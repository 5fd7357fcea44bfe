import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
// node_modules/lucide-react/dist/esm/icons/eye.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "eye",
	size: 24,
	node: [["path", {
		d: "M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0",
		key: "1nclc0"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData.node;
var Eye = createLucideIcon(__iconData);
export { Eye as t };

//# sourceMappingURL=eye-BfPpWNSF.js.map