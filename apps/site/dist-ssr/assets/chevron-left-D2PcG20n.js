import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
// node_modules/lucide-react/dist/esm/icons/chevron-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevron-left",
	size: 24,
	node: [["path", {
		d: "m15 18-6-6 6-6",
		key: "1wnfg3"
	}]]
};
__iconData.node;
var ChevronLeft = createLucideIcon(__iconData);
export { ChevronLeft as t };

//# sourceMappingURL=chevron-left-D2PcG20n.js.map