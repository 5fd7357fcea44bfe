import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
// node_modules/lucide-react/dist/esm/icons/pencil.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "pencil",
	size: 24,
	node: [["path", {
		d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
		key: "1a8usu"
	}], ["path", {
		d: "m15 5 4 4",
		key: "1mk7zo"
	}]]
};
__iconData.node;
var Pencil = createLucideIcon(__iconData);
export { Pencil as t };

//# sourceMappingURL=pencil-DMpafgEl.js.map