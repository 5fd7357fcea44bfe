import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
// node_modules/lucide-react/dist/esm/icons/loader-circle.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "loader-circle",
	size: 24,
	node: [["path", {
		d: "M21 12a9 9 0 1 1-6.219-8.56",
		key: "13zald"
	}]],
	aliases: ["loader-2"]
};
__iconData.node;
var LoaderCircle = createLucideIcon(__iconData);
export { LoaderCircle as t };

//# sourceMappingURL=loader-circle-Cd1Fq9DW.js.map