import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, B as $e8ac3c3f5d4bae7f$export$d6875122194c7b44, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, Lt as $a4e76a5424781910$export$e08e3b67e392101e, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Pt as $390e54f620492c70$export$f680877a34711e37, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, W as $8f5a2122b0992be3$export$8397ddfc504fdb9a, Z as $caaf0dd3060ed57c$export$9a302a45f65d0572, _t as $d447af545b77c9f1$export$b204af158042fbac, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, i as $7705c033048f6da7$export$24d547caef80ccd1, it as $2add3ce32c6007eb$export$e1865c3bedcd822b, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, lt as $23f2114a1b82827e$export$4282f70798064fe0, p as $43a3b93638fe5db9$export$75b6ee27786ba447, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, s as $a46cf152bb926da5$export$a9b970dcc4ae71a9, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a } from "./useField-2T9JIzKK.js";
import { r as $4b38b5b75ecc6208$export$698f465ec27e93df } from "./useCollator-DMa4zt-g.js";
import { r as $3a442827418ebe87$export$f9c6924e160136d1, t as $054f71d2330da2e3$export$712718f7aec83d5 } from "./useTextField-yDBjnCuC.js";
import { q as $41fb335299a4a39e$export$37fb8590cf2c088c } from "../entry-server.js";
import { a as $928221da08ecbc62$export$7c5906fe4f1f2af2, c as $cd088b5c0d7b27b4$export$3585ede4d035bf14, l as $cd088b5c0d7b27b4$export$9145995848b05025, o as $928221da08ecbc62$export$7ff8f37d2d81a48d } from "./list-popup.css-jNplL34g.js";
import { E as $2efe10d3f1f9e31e$export$77d5aafae4e095b2, O as $ae8f8d98b2b18f2f$export$a05409b8bb224a5a, S as $58196c8d6a1f38fc$export$1c3ebcada18427bf, b as $970072cf4b13fde3$export$683480f191c0e3ea, c as $f19b83c1486f45cc$export$dc9c12ed27dd1b49, d as $f11fb0bcf1b2687a$export$61c6a8c84e605fb6, i as $f2ff30fde7b014be$export$d2f961adcb0afbe, u as $542a13ca2fa5b484$export$9b9a0cd73afb7ca4 } from "./Dialog-BVV4XIn9.js";
import { D as $b72f3f7b3b5f42c6$export$2b35b76d2e30e129, s as $cd5ea4b915021f1d$export$1005530eda016c13, u as $d667c2af82d35a98$export$d6daf82dcd84e87c, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { a as $600b3cf69ae46262$export$90fc3a17d93f704c } from "./useDescription-CgZYQuz7.js";
import { i as $fd2148440a13ec26$export$a763b9476acd3eb, n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10 } from "./useFormValidation-CInOjrns.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { r as $f664a81d022446b5$export$d085fb9e920b5ca7, t as $b14b6f590b50af39$export$2f645645f7bca764 } from "./useListState-DfaxnZtm.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715 } from "./FocusScope-C0vcqR63.js";
import { t as $ef182bb9912241d8$export$3274cf84b703fff } from "./useFilter-D4x-XY_h.js";
// node_modules/react-aria/dist/private/utils/useUpdateEffect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $3c71b1595a147f24$export$496315a1608d9602(cb, dependencies) {
	const isInitialMount = (0, import_react.useRef)(true);
	const lastDeps = (0, import_react.useRef)(null);
	let cbEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(cb);
	(0, import_react.useEffect)(() => {
		isInitialMount.current = true;
		return () => {
			isInitialMount.current = false;
		};
	}, []);
	(0, import_react.useEffect)(() => {
		let prevDeps = lastDeps.current;
		if (isInitialMount.current) isInitialMount.current = false;
		else if (!prevDeps || dependencies.some((dep, i) => !Object.is(dep, prevDeps[i]))) cbEvent();
		lastDeps.current = dependencies;
	}, dependencies);
}
// node_modules/react-aria/dist/private/intl/combobox/ar-AE.mjs
var $44e96378ed9cec6d$exports = {};
$44e96378ed9cec6d$exports = {
	"buttonLabel": `\u{639}\u{631}\u{636} \u{627}\u{644}\u{645}\u{642}\u{62A}\u{631}\u{62D}\u{627}\u{62A}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{62E}\u{64A}\u{627}\u{631}`,
		other: () => `${formatter.number(args.optionCount)} \u{62E}\u{64A}\u{627}\u{631}\u{627}\u{62A}`
	})} \u{645}\u{62A}\u{627}\u{62D}\u{629}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{627}\u{644}\u{645}\u{62C}\u{645}\u{648}\u{639}\u{629} \u{627}\u{644}\u{645}\u{62F}\u{62E}\u{644}\u{629} ${args.groupTitle}, \u{645}\u{639} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{62E}\u{64A}\u{627}\u{631}`,
			other: () => `${formatter.number(args.groupCount)} \u{62E}\u{64A}\u{627}\u{631}\u{627}\u{62A}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{645}\u{62D}\u{62F}\u{62F}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{645}\u{642}\u{62A}\u{631}\u{62D}\u{627}\u{62A}`,
	"selectedAnnouncement": (args) => `${args.optionText}\u{60C} \u{645}\u{62D}\u{62F}\u{62F}`
};
// node_modules/react-aria/dist/private/intl/combobox/bg-BG.mjs
var $4f2abbace6d15464$exports = {};
$4f2abbace6d15464$exports = {
	"buttonLabel": `\u{41F}\u{43E}\u{43A}\u{430}\u{436}\u{438} \u{43F}\u{440}\u{435}\u{434}\u{43B}\u{43E}\u{436}\u{435}\u{43D}\u{438}\u{44F}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{43E}\u{43F}\u{446}\u{438}\u{44F}`,
		other: () => `${formatter.number(args.optionCount)} \u{43E}\u{43F}\u{446}\u{438}\u{438}`
	})} \u{43D}\u{430} \u{440}\u{430}\u{437}\u{43F}\u{43E}\u{43B}\u{43E}\u{436}\u{435}\u{43D}\u{438}\u{435}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{412}\u{44A}\u{432}\u{435}\u{434}\u{435}\u{43D}\u{430} \u{433}\u{440}\u{443}\u{43F}\u{430} ${args.groupTitle}, \u{441} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{43E}\u{43F}\u{446}\u{438}\u{44F}`,
			other: () => `${formatter.number(args.groupCount)} \u{43E}\u{43F}\u{446}\u{438}\u{438}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{438}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{41F}\u{440}\u{435}\u{434}\u{43B}\u{43E}\u{436}\u{435}\u{43D}\u{438}\u{44F}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{438}`
};
// node_modules/react-aria/dist/private/intl/combobox/cs-CZ.mjs
var $c1cf508a70425b11$exports = {};
$c1cf508a70425b11$exports = {
	"buttonLabel": `Zobrazit doporu\u{10D}en\xed`,
	"countAnnouncement": (args, formatter) => `K dispozici ${formatter.plural(args.optionCount, {
		one: () => `je ${formatter.number(args.optionCount)} mo\u{17E}nost`,
		other: () => `jsou/je ${formatter.number(args.optionCount)} mo\u{17E}nosti/-\xed`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Zadan\xe1 skupina \u{201E}${args.groupTitle}\u{201C} ${formatter.plural(args.groupCount, {
			one: () => `s ${formatter.number(args.groupCount)} mo\u{17E}nost\xed`,
			other: () => `se ${formatter.number(args.groupCount)} mo\u{17E}nostmi`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: ` (vybr\xe1no)`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `N\xe1vrhy`,
	"selectedAnnouncement": (args) => `${args.optionText}, vybr\xe1no`
};
// node_modules/react-aria/dist/private/intl/combobox/da-DK.mjs
var $c6334dc4bef16229$exports = {};
$c6334dc4bef16229$exports = {
	"buttonLabel": `Vis forslag`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} mulighed tilg\xe6ngelig`,
		other: () => `${formatter.number(args.optionCount)} muligheder tilg\xe6ngelige`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Angivet gruppe ${args.groupTitle}, med ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} mulighed`,
			other: () => `${formatter.number(args.groupCount)} muligheder`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, valgt`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Forslag`,
	"selectedAnnouncement": (args) => `${args.optionText}, valgt`
};
// node_modules/react-aria/dist/private/intl/combobox/de-DE.mjs
var $3c1f280212fbe3e1$exports = {};
$3c1f280212fbe3e1$exports = {
	"buttonLabel": `Empfehlungen anzeigen`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} Option`,
		other: () => `${formatter.number(args.optionCount)} Optionen`
	})} verf\xfcgbar.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Eingetretene Gruppe ${args.groupTitle}, mit ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} Option`,
			other: () => `${formatter.number(args.groupCount)} Optionen`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, ausgew\xe4hlt`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Empfehlungen`,
	"selectedAnnouncement": (args) => `${args.optionText}, ausgew\xe4hlt`
};
// node_modules/react-aria/dist/private/intl/combobox/el-GR.mjs
var $57ce5bfb234b266c$exports = {};
$57ce5bfb234b266c$exports = {
	"buttonLabel": `\u{3A0}\u{3C1}\u{3BF}\u{3B2}\u{3BF}\u{3BB}\u{3AE} \u{3C0}\u{3C1}\u{3BF}\u{3C4}\u{3AC}\u{3C3}\u{3B5}\u{3C9}\u{3BD}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AE}`,
		other: () => `${formatter.number(args.optionCount)} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AD}\u{3C2} `
	})} \u{3B4}\u{3B9}\u{3B1}\u{3B8}\u{3AD}\u{3C3}\u{3B9}\u{3BC}\u{3B5}\u{3C2}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{395}\u{3B9}\u{3C3}\u{3B1}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3B7} \u{3BF}\u{3BC}\u{3AC}\u{3B4}\u{3B1} ${args.groupTitle}, \u{3BC}\u{3B5} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AE}`,
			other: () => `${formatter.number(args.groupCount)} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AD}\u{3C2}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3B5}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3BF}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{3A0}\u{3C1}\u{3BF}\u{3C4}\u{3AC}\u{3C3}\u{3B5}\u{3B9}\u{3C2}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B5}`
};
// node_modules/react-aria/dist/private/intl/combobox/en-US.mjs
var $2bdcc92d206ae897$exports = {};
$2bdcc92d206ae897$exports = {
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Entered group ${args.groupTitle}, with ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} option`,
			other: () => `${formatter.number(args.groupCount)} options`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, selected`,
		other: ``
	}, args.isSelected)}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} option`,
		other: () => `${formatter.number(args.optionCount)} options`
	})} available.`,
	"selectedAnnouncement": (args) => `${args.optionText}, selected`,
	"buttonLabel": `Show suggestions`,
	"listboxLabel": `Suggestions`
};
// node_modules/react-aria/dist/private/intl/combobox/es-ES.mjs
var $05b3b7ff042563de$exports = {};
$05b3b7ff042563de$exports = {
	"buttonLabel": `Mostrar sugerencias`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opci\xf3n`,
		other: () => `${formatter.number(args.optionCount)} opciones`
	})} disponible(s).`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Se ha unido al grupo ${args.groupTitle}, con ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opci\xf3n`,
			other: () => `${formatter.number(args.groupCount)} opciones`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, seleccionado`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Sugerencias`,
	"selectedAnnouncement": (args) => `${args.optionText}, seleccionado`
};
// node_modules/react-aria/dist/private/intl/combobox/et-EE.mjs
var $5ae036907590ca8d$exports = {};
$5ae036907590ca8d$exports = {
	"buttonLabel": `Kuva soovitused`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} valik`,
		other: () => `${formatter.number(args.optionCount)} valikud`
	})} saadaval.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Sisestatud r\xfchm ${args.groupTitle}, valikuga ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} valik`,
			other: () => `${formatter.number(args.groupCount)} valikud`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, valitud`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Soovitused`,
	"selectedAnnouncement": (args) => `${args.optionText}, valitud`
};
// node_modules/react-aria/dist/private/intl/combobox/fi-FI.mjs
var $f1b3c1991f38986b$exports = {};
$f1b3c1991f38986b$exports = {
	"buttonLabel": `N\xe4yt\xe4 ehdotukset`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} vaihtoehto`,
		other: () => `${formatter.number(args.optionCount)} vaihtoehtoa`
	})} saatavilla.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Siirtyi ryhm\xe4\xe4n ${args.groupTitle}, jossa ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} vaihtoehto`,
			other: () => `${formatter.number(args.groupCount)} vaihtoehtoa`
		})}.`,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, valittu`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Ehdotukset`,
	"selectedAnnouncement": (args) => `${args.optionText}, valittu`
};
// node_modules/react-aria/dist/private/intl/combobox/fr-FR.mjs
var $7013cb8c11464d70$exports = {};
$7013cb8c11464d70$exports = {
	"buttonLabel": `Afficher les suggestions`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} option`,
		other: () => `${formatter.number(args.optionCount)} options`
	})} disponible(s).`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Groupe ${args.groupTitle} rejoint, avec ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} option`,
			other: () => `${formatter.number(args.groupCount)} options`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, s\xe9lectionn\xe9(s)`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Suggestions`,
	"selectedAnnouncement": (args) => `${args.optionText}, s\xe9lectionn\xe9`
};
// node_modules/react-aria/dist/private/intl/combobox/he-IL.mjs
var $072bbd14cdc5486c$exports = {};
$072bbd14cdc5486c$exports = {
	"buttonLabel": `\u{5D4}\u{5E6}\u{5D2} \u{5D4}\u{5E6}\u{5E2}\u{5D5}\u{5EA}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `\u{5D0}\u{5E4}\u{5E9}\u{5E8}\u{5D5}\u{5EA} ${formatter.number(args.optionCount)}`,
		other: () => `${formatter.number(args.optionCount)} \u{5D0}\u{5E4}\u{5E9}\u{5E8}\u{5D5}\u{5D9}\u{5D5}\u{5EA}`
	})} \u{5D1}\u{5DE}\u{5E6}\u{5D1} \u{5D6}\u{5DE}\u{5D9}\u{5DF}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{5E0}\u{5DB}\u{5E0}\u{5E1} \u{5DC}\u{5E7}\u{5D1}\u{5D5}\u{5E6}\u{5D4} ${args.groupTitle}, \u{5E2}\u{5DD} ${formatter.plural(args.groupCount, {
			one: () => `\u{5D0}\u{5E4}\u{5E9}\u{5E8}\u{5D5}\u{5EA} ${formatter.number(args.groupCount)}`,
			other: () => `${formatter.number(args.groupCount)} \u{5D0}\u{5E4}\u{5E9}\u{5E8}\u{5D5}\u{5D9}\u{5D5}\u{5EA}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{5E0}\u{5D1}\u{5D7}\u{5E8}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{5D4}\u{5E6}\u{5E2}\u{5D5}\u{5EA}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{5E0}\u{5D1}\u{5D7}\u{5E8}`
};
// node_modules/react-aria/dist/private/intl/combobox/hr-HR.mjs
var $0f316c1985a6fee3$exports = {};
$0f316c1985a6fee3$exports = {
	"buttonLabel": `Prika\u{17E}i prijedloge`,
	"countAnnouncement": (args, formatter) => `Dostupno jo\u{161}: ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opcija`,
		other: () => `${formatter.number(args.optionCount)} opcije/a`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Unesena skupina ${args.groupTitle}, s ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opcijom`,
			other: () => `${formatter.number(args.groupCount)} opcije/a`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, odabranih`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Prijedlozi`,
	"selectedAnnouncement": (args) => `${args.optionText}, odabrano`
};
// node_modules/react-aria/dist/private/intl/combobox/hu-HU.mjs
var $ac61c1e7905e0d09$exports = {};
$ac61c1e7905e0d09$exports = {
	"buttonLabel": `Javaslatok megjelen\xedt\xe9se`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} lehet\u{151}s\xe9g`,
		other: () => `${formatter.number(args.optionCount)} lehet\u{151}s\xe9g`
	})} \xe1ll rendelkez\xe9sre.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Bel\xe9pett a(z) ${args.groupTitle} csoportba, amely ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} lehet\u{151}s\xe9get`,
			other: () => `${formatter.number(args.groupCount)} lehet\u{151}s\xe9get`
		})} tartalmaz. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, kijel\xf6lve`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Javaslatok`,
	"selectedAnnouncement": (args) => `${args.optionText}, kijel\xf6lve`
};
// node_modules/react-aria/dist/private/intl/combobox/it-IT.mjs
var $ecca75177af99ba0$exports = {};
$ecca75177af99ba0$exports = {
	"buttonLabel": `Mostra suggerimenti`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opzione disponibile`,
		other: () => `${formatter.number(args.optionCount)} opzioni disponibili`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Ingresso nel gruppo ${args.groupTitle}, con ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opzione`,
			other: () => `${formatter.number(args.groupCount)} opzioni`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, selezionato`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Suggerimenti`,
	"selectedAnnouncement": (args) => `${args.optionText}, selezionato`
};
// node_modules/react-aria/dist/private/intl/combobox/ja-JP.mjs
var $8160c4de84c67861$exports = {};
$8160c4de84c67861$exports = {
	"buttonLabel": `\u{5019}\u{88DC}\u{3092}\u{8868}\u{793A}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{500B}\u{306E}\u{30AA}\u{30D7}\u{30B7}\u{30E7}\u{30F3}`,
		other: () => `${formatter.number(args.optionCount)} \u{500B}\u{306E}\u{30AA}\u{30D7}\u{30B7}\u{30E7}\u{30F3}`
	})}\u{3092}\u{5229}\u{7528}\u{3067}\u{304D}\u{307E}\u{3059}\u{3002}`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{5165}\u{529B}\u{3055}\u{308C}\u{305F}\u{30B0}\u{30EB}\u{30FC}\u{30D7} ${args.groupTitle}\u{3001}${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{500B}\u{306E}\u{30AA}\u{30D7}\u{30B7}\u{30E7}\u{30F3}`,
			other: () => `${formatter.number(args.groupCount)} \u{500B}\u{306E}\u{30AA}\u{30D7}\u{30B7}\u{30E7}\u{30F3}`
		})}\u{3092}\u{542B}\u{3080}\u{3002}`,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `\u{3001}\u{9078}\u{629E}\u{6E08}\u{307F}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{5019}\u{88DC}`,
	"selectedAnnouncement": (args) => `${args.optionText}\u{3001}\u{9078}\u{629E}\u{6E08}\u{307F}`
};
// node_modules/react-aria/dist/private/intl/combobox/ko-KR.mjs
var $1ef3deffd88c8b37$exports = {};
$1ef3deffd88c8b37$exports = {
	"buttonLabel": `\u{C81C}\u{C548} \u{C0AC}\u{D56D} \u{D45C}\u{C2DC}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)}\u{AC1C} \u{C635}\u{C158}`,
		other: () => `${formatter.number(args.optionCount)}\u{AC1C} \u{C635}\u{C158}`
	})}\u{C744} \u{C0AC}\u{C6A9}\u{D560} \u{C218} \u{C788}\u{C2B5}\u{B2C8}\u{B2E4}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{C785}\u{B825}\u{D55C} \u{ADF8}\u{B8F9} ${args.groupTitle}, ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)}\u{AC1C} \u{C635}\u{C158}`,
			other: () => `${formatter.number(args.groupCount)}\u{AC1C} \u{C635}\u{C158}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{C120}\u{D0DD}\u{B428}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{C81C}\u{C548}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{C120}\u{D0DD}\u{B428}`
};
// node_modules/react-aria/dist/private/intl/combobox/lt-LT.mjs
var $78699a5d964b2618$exports = {};
$78699a5d964b2618$exports = {
	"buttonLabel": `Rodyti pasi\u{16B}lymus`,
	"countAnnouncement": (args, formatter) => `Yra ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} parinktis`,
		other: () => `${formatter.number(args.optionCount)} parinktys (-i\u{173})`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{12E}vesta grup\u{117} ${args.groupTitle}, su ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} parinktimi`,
			other: () => `${formatter.number(args.groupCount)} parinktimis (-i\u{173})`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, pasirinkta`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Pasi\u{16B}lymai`,
	"selectedAnnouncement": (args) => `${args.optionText}, pasirinkta`
};
// node_modules/react-aria/dist/private/intl/combobox/lv-LV.mjs
var $f37ba73ed1338143$exports = {};
$f37ba73ed1338143$exports = {
	"buttonLabel": `R\u{101}d\u{12B}t ieteikumus`,
	"countAnnouncement": (args, formatter) => `Pieejamo opciju skaits: ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opcija`,
		other: () => `${formatter.number(args.optionCount)} opcijas`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Ievad\u{12B}ta grupa ${args.groupTitle}, ar ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opciju`,
			other: () => `${formatter.number(args.groupCount)} opcij\u{101}m`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, atlas\u{12B}ta`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Ieteikumi`,
	"selectedAnnouncement": (args) => `${args.optionText}, atlas\u{12B}ta`
};
// node_modules/react-aria/dist/private/intl/combobox/nb-NO.mjs
var $8a4e7bb0d7414172$exports = {};
$8a4e7bb0d7414172$exports = {
	"buttonLabel": `Vis forslag`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} alternativ`,
		other: () => `${formatter.number(args.optionCount)} alternativer`
	})} finnes.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Angitt gruppe ${args.groupTitle}, med ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} alternativ`,
			other: () => `${formatter.number(args.groupCount)} alternativer`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, valgt`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Forslag`,
	"selectedAnnouncement": (args) => `${args.optionText}, valgt`
};
// node_modules/react-aria/dist/private/intl/combobox/nl-NL.mjs
var $04d4b254da39a220$exports = {};
$04d4b254da39a220$exports = {
	"buttonLabel": `Suggesties weergeven`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} optie`,
		other: () => `${formatter.number(args.optionCount)} opties`
	})} beschikbaar.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Groep ${args.groupTitle} ingevoerd met ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} optie`,
			other: () => `${formatter.number(args.groupCount)} opties`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, geselecteerd`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Suggesties`,
	"selectedAnnouncement": (args) => `${args.optionText}, geselecteerd`
};
// node_modules/react-aria/dist/private/intl/combobox/pl-PL.mjs
var $02691f952c80dd24$exports = {};
$02691f952c80dd24$exports = {
	"buttonLabel": `Wy\u{15B}wietlaj sugestie`,
	"countAnnouncement": (args, formatter) => `dost\u{119}pna/dost\u{119}pne(-nych) ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opcja`,
		other: () => `${formatter.number(args.optionCount)} opcje(-i)`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Do\u{142}\u{105}czono do grupy ${args.groupTitle}, z ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opcj\u{105}`,
			other: () => `${formatter.number(args.groupCount)} opcjami`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, wybrano`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Sugestie`,
	"selectedAnnouncement": (args) => `${args.optionText}, wybrano`
};
// node_modules/react-aria/dist/private/intl/combobox/pt-BR.mjs
var $8fb4dd430e8c7c3f$exports = {};
$8fb4dd430e8c7c3f$exports = {
	"buttonLabel": `Mostrar sugest\xf5es`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} op\xe7\xe3o`,
		other: () => `${formatter.number(args.optionCount)} op\xe7\xf5es`
	})} dispon\xedvel.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Grupo inserido ${args.groupTitle}, com ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} op\xe7\xe3o`,
			other: () => `${formatter.number(args.groupCount)} op\xe7\xf5es`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, selecionado`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Sugest\xf5es`,
	"selectedAnnouncement": (args) => `${args.optionText}, selecionado`
};
// node_modules/react-aria/dist/private/intl/combobox/pt-PT.mjs
var $29daefa4936adb59$exports = {};
$29daefa4936adb59$exports = {
	"buttonLabel": `Apresentar sugest\xf5es`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} op\xe7\xe3o`,
		other: () => `${formatter.number(args.optionCount)} op\xe7\xf5es`
	})} dispon\xedvel.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Grupo introduzido ${args.groupTitle}, com ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} op\xe7\xe3o`,
			other: () => `${formatter.number(args.groupCount)} op\xe7\xf5es`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, selecionado`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Sugest\xf5es`,
	"selectedAnnouncement": (args) => `${args.optionText}, selecionado`
};
// node_modules/react-aria/dist/private/intl/combobox/ro-RO.mjs
var $52a6b561e1fc9d26$exports = {};
$52a6b561e1fc9d26$exports = {
	"buttonLabel": `Afi\u{219}are sugestii`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} op\u{21B}iune`,
		other: () => `${formatter.number(args.optionCount)} op\u{21B}iuni`
	})} disponibile.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Grup ${args.groupTitle} introdus, cu ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} op\u{21B}iune`,
			other: () => `${formatter.number(args.groupCount)} op\u{21B}iuni`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, selectat`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Sugestii`,
	"selectedAnnouncement": (args) => `${args.optionText}, selectat`
};
// node_modules/react-aria/dist/private/intl/combobox/ru-RU.mjs
var $85a2d784d06219cd$exports = {};
$85a2d784d06219cd$exports = {
	"buttonLabel": `\u{41F}\u{43E}\u{43A}\u{430}\u{437}\u{430}\u{442}\u{44C} \u{43F}\u{440}\u{435}\u{434}\u{43B}\u{43E}\u{436}\u{435}\u{43D}\u{438}\u{44F}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}`,
		other: () => `${formatter.number(args.optionCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}\u{43E}\u{432}`
	})} \u{434}\u{43E}\u{441}\u{442}\u{443}\u{43F}\u{43D}\u{43E}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{412}\u{432}\u{435}\u{434}\u{435}\u{43D}\u{43D}\u{430}\u{44F} \u{433}\u{440}\u{443}\u{43F}\u{43F}\u{430} ${args.groupTitle}, \u{441} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}\u{43E}\u{43C}`,
			other: () => `${formatter.number(args.groupCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}\u{430}\u{43C}\u{438}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{44B}\u{43C}\u{438}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{41F}\u{440}\u{435}\u{434}\u{43B}\u{43E}\u{436}\u{435}\u{43D}\u{438}\u{44F}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43E}`
};
// node_modules/react-aria/dist/private/intl/combobox/sk-SK.mjs
var $47782c12572523a2$exports = {};
$47782c12572523a2$exports = {
	"buttonLabel": `Zobrazi\u{165} n\xe1vrhy`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} mo\u{17E}nos\u{165}`,
		other: () => `${formatter.number(args.optionCount)} mo\u{17E}nosti/-\xed`
	})} k dispoz\xedcii.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Zadan\xe1 skupina ${args.groupTitle}, s ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} mo\u{17E}nos\u{165}ou`,
			other: () => `${formatter.number(args.groupCount)} mo\u{17E}nos\u{165}ami`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, vybrat\xe9`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `N\xe1vrhy`,
	"selectedAnnouncement": (args) => `${args.optionText}, vybrat\xe9`
};
// node_modules/react-aria/dist/private/intl/combobox/sl-SI.mjs
var $dc4a97a17026f14d$exports = {};
$dc4a97a17026f14d$exports = {
	"buttonLabel": `Prika\u{17E}i predloge`,
	"countAnnouncement": (args, formatter) => `Na voljo je ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opcija`,
		other: () => `${formatter.number(args.optionCount)} opcije`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Vnesena skupina ${args.groupTitle}, z ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opcija`,
			other: () => `${formatter.number(args.groupCount)} opcije`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, izbrano`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Predlogi`,
	"selectedAnnouncement": (args) => `${args.optionText}, izbrano`
};
// node_modules/react-aria/dist/private/intl/combobox/sr-SP.mjs
var $35792d4e62f2d9ad$exports = {};
$35792d4e62f2d9ad$exports = {
	"buttonLabel": `Prika\u{17E}i predloge`,
	"countAnnouncement": (args, formatter) => `Dostupno jo\u{161}: ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} opcija`,
		other: () => `${formatter.number(args.optionCount)} opcije/a`
	})}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Unesena grupa ${args.groupTitle}, s ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} opcijom`,
			other: () => `${formatter.number(args.groupCount)} optione/a`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, izabranih`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `Predlozi`,
	"selectedAnnouncement": (args) => `${args.optionText}, izabrano`
};
// node_modules/react-aria/dist/private/intl/combobox/sv-SE.mjs
var $7fe78eec23a31941$exports = {};
$7fe78eec23a31941$exports = {
	"buttonLabel": `Visa f\xf6rslag`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} alternativ`,
		other: () => `${formatter.number(args.optionCount)} alternativ`
	})} tillg\xe4ngliga.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Ingick i gruppen ${args.groupTitle} med ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} alternativ`,
			other: () => `${formatter.number(args.groupCount)} alternativ`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, valda`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `F\xf6rslag`,
	"selectedAnnouncement": (args) => `${args.optionText}, valda`
};
// node_modules/react-aria/dist/private/intl/combobox/tr-TR.mjs
var $d89776e39290e23c$exports = {};
$d89776e39290e23c$exports = {
	"buttonLabel": `\xd6nerileri g\xf6ster`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} se\xe7enek`,
		other: () => `${formatter.number(args.optionCount)} se\xe7enekler`
	})} kullan\u{131}labilir.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `Girilen grup ${args.groupTitle}, ile ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} se\xe7enek`,
			other: () => `${formatter.number(args.groupCount)} se\xe7enekler`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, se\xe7ildi`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\xd6neriler`,
	"selectedAnnouncement": (args) => `${args.optionText}, se\xe7ildi`
};
// node_modules/react-aria/dist/private/intl/combobox/uk-UA.mjs
var $26dde2206a78f3a6$exports = {};
$26dde2206a78f3a6$exports = {
	"buttonLabel": `\u{41F}\u{43E}\u{43A}\u{430}\u{437}\u{430}\u{442}\u{438} \u{43F}\u{440}\u{43E}\u{43F}\u{43E}\u{437}\u{438}\u{446}\u{456}\u{457}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}`,
		other: () => `${formatter.number(args.optionCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}\u{438}(-\u{456}\u{432})`
	})} \u{434}\u{43E}\u{441}\u{442}\u{443}\u{43F}\u{43D}\u{43E}.`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{412}\u{432}\u{435}\u{434}\u{435}\u{43D}\u{430} \u{433}\u{440}\u{443}\u{43F}\u{430} ${args.groupTitle}, \u{437} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}`,
			other: () => `${formatter.number(args.groupCount)} \u{43F}\u{430}\u{440}\u{430}\u{43C}\u{435}\u{442}\u{440}\u{438}(-\u{456}\u{432})`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{41F}\u{440}\u{43E}\u{43F}\u{43E}\u{437}\u{438}\u{446}\u{456}\u{457}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}`
};
// node_modules/react-aria/dist/private/intl/combobox/zh-CN.mjs
var $5262194bce8d1b94$exports = {};
$5262194bce8d1b94$exports = {
	"buttonLabel": `\u{663E}\u{793A}\u{5EFA}\u{8BAE}`,
	"countAnnouncement": (args, formatter) => `\u{6709} ${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{4E2A}\u{9009}\u{9879}`,
		other: () => `${formatter.number(args.optionCount)} \u{4E2A}\u{9009}\u{9879}`
	})}\u{53EF}\u{7528}\u{3002}`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{8FDB}\u{5165}\u{4E86} ${args.groupTitle} \u{7EC4}\u{FF0C}\u{5176}\u{4E2D}\u{6709} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{4E2A}\u{9009}\u{9879}`,
			other: () => `${formatter.number(args.groupCount)} \u{4E2A}\u{9009}\u{9879}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{5DF2}\u{9009}\u{62E9}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{5EFA}\u{8BAE}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{5DF2}\u{9009}\u{62E9}`
};
// node_modules/react-aria/dist/private/intl/combobox/zh-TW.mjs
var $8ef2b23f73d70bf1$exports = {};
$8ef2b23f73d70bf1$exports = {
	"buttonLabel": `\u{986F}\u{793A}\u{5EFA}\u{8B70}`,
	"countAnnouncement": (args, formatter) => `${formatter.plural(args.optionCount, {
		one: () => `${formatter.number(args.optionCount)} \u{9078}\u{9805}`,
		other: () => `${formatter.number(args.optionCount)} \u{9078}\u{9805}`
	})} \u{53EF}\u{7528}\u{3002}`,
	"focusAnnouncement": (args, formatter) => `${formatter.select({
		true: () => `\u{8F38}\u{5165}\u{7684}\u{7FA4}\u{7D44} ${args.groupTitle}, \u{6709} ${formatter.plural(args.groupCount, {
			one: () => `${formatter.number(args.groupCount)} \u{9078}\u{9805}`,
			other: () => `${formatter.number(args.groupCount)} \u{9078}\u{9805}`
		})}. `,
		other: ``
	}, args.isGroupChange)}${args.optionText}${formatter.select({
		true: `, \u{5DF2}\u{9078}\u{53D6}`,
		other: ``
	}, args.isSelected)}`,
	"listboxLabel": `\u{5EFA}\u{8B70}`,
	"selectedAnnouncement": (args) => `${args.optionText}, \u{5DF2}\u{9078}\u{53D6}`
};
// node_modules/react-aria/dist/private/combobox/intlStrings.mjs
var $4fbc67f91f577596$exports = {};
$4fbc67f91f577596$exports = {
	"ar-AE": $44e96378ed9cec6d$exports,
	"bg-BG": $4f2abbace6d15464$exports,
	"cs-CZ": $c1cf508a70425b11$exports,
	"da-DK": $c6334dc4bef16229$exports,
	"de-DE": $3c1f280212fbe3e1$exports,
	"el-GR": $57ce5bfb234b266c$exports,
	"en-US": $2bdcc92d206ae897$exports,
	"es-ES": $05b3b7ff042563de$exports,
	"et-EE": $5ae036907590ca8d$exports,
	"fi-FI": $f1b3c1991f38986b$exports,
	"fr-FR": $7013cb8c11464d70$exports,
	"he-IL": $072bbd14cdc5486c$exports,
	"hr-HR": $0f316c1985a6fee3$exports,
	"hu-HU": $ac61c1e7905e0d09$exports,
	"it-IT": $ecca75177af99ba0$exports,
	"ja-JP": $8160c4de84c67861$exports,
	"ko-KR": $1ef3deffd88c8b37$exports,
	"lt-LT": $78699a5d964b2618$exports,
	"lv-LV": $f37ba73ed1338143$exports,
	"nb-NO": $8a4e7bb0d7414172$exports,
	"nl-NL": $04d4b254da39a220$exports,
	"pl-PL": $02691f952c80dd24$exports,
	"pt-BR": $8fb4dd430e8c7c3f$exports,
	"pt-PT": $29daefa4936adb59$exports,
	"ro-RO": $52a6b561e1fc9d26$exports,
	"ru-RU": $85a2d784d06219cd$exports,
	"sk-SK": $47782c12572523a2$exports,
	"sl-SI": $dc4a97a17026f14d$exports,
	"sr-SP": $35792d4e62f2d9ad$exports,
	"sv-SE": $7fe78eec23a31941$exports,
	"tr-TR": $d89776e39290e23c$exports,
	"uk-UA": $26dde2206a78f3a6$exports,
	"zh-CN": $5262194bce8d1b94$exports,
	"zh-TW": $8ef2b23f73d70bf1$exports
};
// node_modules/react-aria/dist/private/combobox/useComboBox.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
function $bf505c7417d9b616$export$8c18d1b4f7232bbf(props, state) {
	let { buttonRef, popoverRef, inputRef, listBoxRef, keyboardDelegate, layoutDelegate, shouldFocusWrap, isReadOnly, isDisabled } = props;
	let backupBtnRef = (0, import_react.useRef)(null);
	buttonRef = buttonRef ?? backupBtnRef;
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($4fbc67f91f577596$exports), "@react-aria/combobox");
	let { menuTriggerProps, menuProps } = $f19b83c1486f45cc$export$dc9c12ed27dd1b49({
		type: "listbox",
		isDisabled: isDisabled || isReadOnly
	}, state, buttonRef);
	$cd088b5c0d7b27b4$export$3585ede4d035bf14.set(state, { id: menuProps.id });
	let { collection } = state;
	let { disabledKeys } = state.selectionManager;
	let delegate = (0, import_react.useMemo)(() => keyboardDelegate || new $ae8f8d98b2b18f2f$export$a05409b8bb224a5a({
		collection,
		disabledKeys,
		ref: listBoxRef,
		layoutDelegate
	}), [
		keyboardDelegate,
		layoutDelegate,
		collection,
		disabledKeys,
		listBoxRef
	]);
	let { collectionProps } = $d667c2af82d35a98$export$d6daf82dcd84e87c({
		selectionManager: state.selectionManager,
		keyboardDelegate: delegate,
		disallowTypeAhead: true,
		disallowEmptySelection: true,
		shouldFocusWrap,
		ref: inputRef,
		isVirtualized: true
	});
	let router = $caaf0dd3060ed57c$export$9a302a45f65d0572();
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({ shortcuts: {
		Enter: (e) => {
			let shouldPreventDefault = state.isOpen;
			if (state.isOpen && listBoxRef.current && state.selectionManager.focusedKey != null) {
				let collectionItem = state.collection.getItem(state.selectionManager.focusedKey);
				if (collectionItem?.props.href) {
					let item = listBoxRef.current.querySelector(`[data-key="${CSS.escape(state.selectionManager.focusedKey.toString())}"]`);
					if (item instanceof HTMLAnchorElement) router.open(item, e, collectionItem.props.href, collectionItem.props.routerOptions);
					state.close();
					return { shouldPreventDefault };
				} else if (collectionItem?.props.onAction) {
					collectionItem.props.onAction();
					state.close();
					return { shouldPreventDefault };
				}
			}
			state.commit();
			return { shouldPreventDefault };
		},
		Tab: () => {
			if (state.isOpen && listBoxRef.current && state.selectionManager.focusedKey != null) {
				let collectionItem = state.collection.getItem(state.selectionManager.focusedKey);
				if (collectionItem?.props.href) {
					state.close();
					return { shouldPreventDefault: false };
				} else if (collectionItem?.props.onAction) {
					collectionItem.props.onAction();
					state.close();
					return {
						shouldPreventDefault: false,
						shouldContinuePropagation: true
					};
				}
			}
			if (state.isOpen) state.commit();
			return {
				shouldPreventDefault: false,
				shouldContinuePropagation: true
			};
		},
		Escape: () => {
			let shouldContinuePropagation = false;
			if (!state.selectionManager.isEmpty || state.inputValue === "" || props.allowsCustomValue) shouldContinuePropagation = true;
			state.revert();
			return { shouldContinuePropagation };
		}
	} });
	let { keyboardProps: repeatKeyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			ArrowDown: () => {
				state.open("first", "manual");
				return { shouldPreventDefault: false };
			},
			ArrowUp: () => {
				state.open("last", "manual");
				return { shouldPreventDefault: false };
			},
			ArrowLeft: () => {
				state.selectionManager.setFocusedKey(null);
				return { shouldPreventDefault: false };
			},
			ArrowRight: () => {
				state.selectionManager.setFocusedKey(null);
				return { shouldPreventDefault: false };
			}
		},
		allowRepeats: true
	});
	let onBlur = (e) => {
		let blurFromButton = $23f2114a1b82827e$export$4282f70798064fe0(buttonRef.current, e.relatedTarget);
		let blurIntoPopover = $23f2114a1b82827e$export$4282f70798064fe0(popoverRef.current, e.relatedTarget);
		if (blurFromButton || blurIntoPopover) return;
		if (props.onBlur) props.onBlur(e);
		state.setFocused(false);
	};
	let onFocus = (e) => {
		if (state.isFocused) return;
		if (props.onFocus) props.onFocus(e);
		state.setFocused(true);
	};
	let valueId = $bf505c7417d9b616$var$useValueId([state.selectionManager.selectedKeys, state.selectionManager.selectionMode]);
	let { isInvalid, validationErrors, validationDetails } = state.displayValidation;
	let { labelProps, inputProps, descriptionProps, errorMessageProps } = $054f71d2330da2e3$export$712718f7aec83d5({
		...props,
		isRequired: props.selectionMode === "multiple" ? props.isRequired && state.selectionManager.isEmpty : props.isRequired,
		onChange: state.setInputValue,
		onKeyDown: !isReadOnly ? $a4e76a5424781910$export$e08e3b67e392101e(state.isOpen && collectionProps.onKeyDown, keyboardProps.onKeyDown, repeatKeyboardProps.onKeyDown, props.onKeyDown) : props.onKeyDown,
		onBlur,
		value: state.inputValue,
		defaultValue: state.defaultInputValue,
		onFocus,
		autoComplete: "off",
		validate: void 0,
		[$fd2148440a13ec26$export$a763b9476acd3eb]: state,
		"aria-describedby": [valueId, props["aria-describedby"]].filter(Boolean).join(" ") || void 0
	}, inputRef);
	$3274bf1495747a7b$export$5add1d006293d136(inputRef, state.defaultValue, state.setValue);
	let onPress = (e) => {
		if (e.pointerType === "touch") {
			inputRef.current?.focus();
			state.toggle(null, "manual");
		}
	};
	let onPressStart = (e) => {
		if (e.pointerType !== "touch") {
			inputRef.current?.focus();
			state.toggle(e.pointerType === "keyboard" || e.pointerType === "virtual" ? "first" : null, "manual");
		}
	};
	let triggerLabelProps = $e8ac3c3f5d4bae7f$export$d6875122194c7b44({
		id: menuTriggerProps.id,
		"aria-label": stringFormatter.format("buttonLabel"),
		"aria-labelledby": props["aria-labelledby"] || labelProps.id
	});
	let listBoxProps = $e8ac3c3f5d4bae7f$export$d6875122194c7b44({
		id: menuProps.id,
		"aria-label": stringFormatter.format("listboxLabel"),
		"aria-labelledby": props["aria-labelledby"] || labelProps.id
	});
	let lastEventTime = (0, import_react.useRef)(0);
	let onTouchEnd = (e) => {
		if (isDisabled || isReadOnly) return;
		if (e.timeStamp - lastEventTime.current < 500) {
			e.preventDefault();
			inputRef.current?.focus();
			return;
		}
		let rect = $23f2114a1b82827e$export$e58f029f0fbfdb29(e).getBoundingClientRect();
		let touch = e.changedTouches[0];
		let centerX = Math.ceil(rect.left + .5 * rect.width);
		let centerY = Math.ceil(rect.top + .5 * rect.height);
		if (touch.clientX === centerX && touch.clientY === centerY) {
			e.preventDefault();
			inputRef.current?.focus();
			state.toggle(null, "manual");
			lastEventTime.current = e.timeStamp;
		}
	};
	let focusedItem = state.selectionManager.focusedKey != null && state.isOpen ? state.collection.getItem(state.selectionManager.focusedKey) : void 0;
	let sectionKey = focusedItem?.parentKey ?? null;
	let itemKey = state.selectionManager.focusedKey ?? null;
	let lastSection = (0, import_react.useRef)(sectionKey);
	let lastItem = (0, import_react.useRef)(itemKey);
	(0, import_react.useEffect)(() => {
		if ($2add3ce32c6007eb$export$e1865c3bedcd822b() && focusedItem != null && itemKey != null && itemKey !== lastItem.current) {
			let isSelected = state.selectionManager.isSelected(itemKey);
			let section = sectionKey != null ? state.collection.getItem(sectionKey) : null;
			let sectionTitle = section?.["aria-label"] || (typeof section?.rendered === "string" ? section.rendered : "") || "";
			let announcement = stringFormatter.format("focusAnnouncement", {
				isGroupChange: (section && sectionKey !== lastSection.current) ?? false,
				groupTitle: sectionTitle,
				groupCount: section ? [...$cd5ea4b915021f1d$export$1005530eda016c13(section, state.collection)].length : 0,
				optionText: focusedItem["aria-label"] || focusedItem.textValue || "",
				isSelected
			});
			$a46cf152bb926da5$export$a9b970dcc4ae71a9(announcement);
		}
		lastSection.current = sectionKey;
		lastItem.current = itemKey;
	});
	let optionCount = $2efe10d3f1f9e31e$export$77d5aafae4e095b2(state.collection);
	let lastSize = (0, import_react.useRef)(optionCount);
	let lastOpen = (0, import_react.useRef)(state.isOpen);
	(0, import_react.useEffect)(() => {
		let didOpenWithoutFocusedItem = state.isOpen !== lastOpen.current && (state.selectionManager.focusedKey == null || $2add3ce32c6007eb$export$e1865c3bedcd822b());
		if (state.isOpen && (didOpenWithoutFocusedItem || optionCount !== lastSize.current)) {
			let announcement = stringFormatter.format("countAnnouncement", { optionCount });
			$a46cf152bb926da5$export$a9b970dcc4ae71a9(announcement);
		}
		lastSize.current = optionCount;
		lastOpen.current = state.isOpen;
	});
	let lastSelectedKey = (0, import_react.useRef)(state.selectedKey);
	(0, import_react.useEffect)(() => {
		if ($2add3ce32c6007eb$export$e1865c3bedcd822b() && state.isFocused && state.selectedItem && state.selectedKey !== lastSelectedKey.current) {
			let optionText = state.selectedItem["aria-label"] || state.selectedItem.textValue || "";
			let announcement = stringFormatter.format("selectedAnnouncement", { optionText });
			$a46cf152bb926da5$export$a9b970dcc4ae71a9(announcement);
		}
		lastSelectedKey.current = state.selectedKey;
	});
	(0, import_react.useEffect)(() => {
		if (state.isOpen) return $58196c8d6a1f38fc$export$1c3ebcada18427bf([inputRef.current, popoverRef.current].filter((element) => element != null));
	}, [
		state.isOpen,
		inputRef,
		popoverRef
	]);
	$3c71b1595a147f24$export$496315a1608d9602(() => {
		if (!focusedItem && inputRef.current && $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(inputRef.current)) === inputRef.current) $b72f3f7b3b5f42c6$export$2b35b76d2e30e129(inputRef.current, null);
	}, [focusedItem]);
	$600b3cf69ae46262$export$90fc3a17d93f704c(listBoxRef, "react-aria-item-action", state.isOpen ? () => {
		state.close();
	} : void 0);
	return {
		labelProps: {
			...labelProps,
			onClick: "htmlFor" in labelProps && labelProps.htmlFor || props.isDisabled ? void 0 : () => {
				inputRef.current?.focus();
				$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
			}
		},
		buttonProps: {
			...menuTriggerProps,
			...triggerLabelProps,
			excludeFromTabOrder: true,
			preventFocusOnPress: true,
			onPress,
			onPressStart,
			isDisabled: isDisabled || isReadOnly
		},
		inputProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(inputProps, {
			role: "combobox",
			"aria-expanded": menuTriggerProps["aria-expanded"],
			"aria-controls": state.isOpen ? menuProps.id : void 0,
			"aria-autocomplete": "list",
			"aria-activedescendant": focusedItem ? $cd088b5c0d7b27b4$export$9145995848b05025(state, focusedItem.key) : void 0,
			onTouchEnd,
			autoCorrect: "off",
			spellCheck: "false"
		}),
		listBoxProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(menuProps, listBoxProps, {
			onAction: void 0,
			autoFocus: state.focusStrategy || true,
			shouldUseVirtualFocus: true,
			shouldSelectOnPressUp: true,
			shouldFocusOnHover: true,
			linkBehavior: "selection",
			["UNSTABLE_itemBehavior"]: "action"
		}),
		valueProps: { id: valueId },
		descriptionProps,
		errorMessageProps,
		isInvalid,
		validationErrors,
		validationDetails
	};
}
function $bf505c7417d9b616$var$useValueId(depArray = []) {
	let id = $390e54f620492c70$export$f680877a34711e37();
	let [exists, setExists] = (0, import_react.useState)(true);
	let [lastDeps, setLastDeps] = (0, import_react.useState)(depArray);
	if (lastDeps.some((v, i) => !Object.is(v, depArray[i]))) {
		setExists(true);
		setLastDeps(depArray);
	}
	(0, import_react.useEffect)(() => {
		if (exists && !document.getElementById(id)) setExists(false);
	}, [
		id,
		exists,
		lastDeps
	]);
	return exists ? id : void 0;
}
// node_modules/react-stately/dist/private/combobox/useComboBoxState.mjs
function $120eca7b9c40f820$export$b453a3bfd4a5fa9e(props) {
	let { defaultFilter, menuTrigger = "input", allowsEmptyCollection = false, allowsCustomValue, shouldCloseOnBlur = true, selectionMode = "single" } = props;
	let [showAllItems, setShowAllItems] = (0, import_react.useState)(false);
	let [isFocused, setFocusedState] = (0, import_react.useState)(false);
	let [focusStrategy, setFocusStrategy] = (0, import_react.useState)(null);
	let closedDueToEmpty = (0, import_react.useRef)(false);
	let defaultValue = (0, import_react.useMemo)(() => {
		return props.defaultValue !== void 0 ? props.defaultValue : selectionMode === "single" ? props.defaultSelectedKey ?? null : [];
	}, [
		props.defaultValue,
		props.defaultSelectedKey,
		selectionMode
	]);
	let value = (0, import_react.useMemo)(() => {
		return props.value !== void 0 ? props.value : selectionMode === "single" ? props.selectedKey : void 0;
	}, [
		props.value,
		props.selectedKey,
		selectionMode
	]);
	let [controlledValue, setControlledValue] = $3e6197669829fe11$export$40bfa8c7b0832715(value, defaultValue, props.onChange);
	let displayValue = selectionMode === "single" && Array.isArray(controlledValue) ? controlledValue[0] : controlledValue;
	let setValue = (value) => {
		if (selectionMode === "single") {
			let key = Array.isArray(value) ? value[0] ?? null : value;
			setControlledValue(key);
			if (key !== displayValue) props.onSelectionChange?.(key);
		} else {
			let keys = [];
			if (Array.isArray(value)) keys = value;
			else if (value != null) keys = [value];
			setControlledValue(keys);
		}
	};
	let { collection, selectionManager, disabledKeys } = $b14b6f590b50af39$export$2f645645f7bca764({
		...props,
		items: props.items ?? props.defaultItems,
		selectionMode,
		disallowEmptySelection: selectionMode === "single",
		allowDuplicateSelectionEvents: true,
		selectedKeys: (0, import_react.useMemo)(() => $120eca7b9c40f820$var$convertValue(displayValue), [displayValue]),
		onSelectionChange: (keys) => {
			if (keys === "all") return;
			if (selectionMode === "single") {
				let key = keys.values().next().value ?? null;
				if (key === displayValue) {
					props.onSelectionChange?.(key);
					resetInputValue();
					closeMenu();
				} else setValue(key);
			} else setValue([...keys]);
		}
	});
	let selectedKey = selectionMode === "single" ? selectionManager.firstSelectedKey : null;
	let selectedItems = (0, import_react.useMemo)(() => {
		return [...selectionManager.selectedKeys].map((key) => collection.getItem(key)).filter((item) => item != null);
	}, [selectionManager.selectedKeys, collection]);
	let [inputValue, setInputValue] = $3e6197669829fe11$export$40bfa8c7b0832715(props.inputValue, $120eca7b9c40f820$var$getDefaultInputValue(props.defaultInputValue, selectedKey, collection) || "", props.onInputChange);
	let [initialValue] = (0, import_react.useState)(displayValue);
	let [initialInputValue] = (0, import_react.useState)(inputValue);
	let originalCollection = collection;
	let filteredCollection = (0, import_react.useMemo)(() => props.items != null || !defaultFilter ? collection : $120eca7b9c40f820$var$filterCollection(collection, inputValue, defaultFilter), [
		collection,
		inputValue,
		defaultFilter,
		props.items
	]);
	let [lastCollection, setLastCollection] = (0, import_react.useState)(filteredCollection);
	let menuOpenTrigger = (0, import_react.useRef)("focus");
	let onOpenChange = (open) => {
		if (props.onOpenChange) props.onOpenChange(open, open ? menuOpenTrigger.current : void 0);
		selectionManager.setFocused(open);
		if (!open) selectionManager.setFocusedKey(null);
	};
	let triggerState = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6({
		...props,
		onOpenChange,
		isOpen: void 0,
		defaultOpen: void 0
	});
	let open = (focusStrategy = null, trigger) => {
		let displayAllItems = trigger === "manual" || trigger === "focus" && menuTrigger === "focus";
		if (allowsEmptyCollection || filteredCollection.size > 0 || displayAllItems && originalCollection.size > 0 || props.items) {
			if (displayAllItems && !triggerState.isOpen && props.items === void 0) setShowAllItems(true);
			menuOpenTrigger.current = trigger;
			setFocusStrategy(focusStrategy);
			triggerState.open();
		}
	};
	let toggle = (focusStrategy = null, trigger) => {
		let displayAllItems = trigger === "manual" || trigger === "focus" && menuTrigger === "focus";
		if (!(allowsEmptyCollection || filteredCollection.size > 0 || displayAllItems && originalCollection.size > 0 || props.items) && !triggerState.isOpen) return;
		if (displayAllItems && !triggerState.isOpen && props.items === void 0) setShowAllItems(true);
		if (!triggerState.isOpen) menuOpenTrigger.current = trigger;
		toggleMenu(focusStrategy);
	};
	let updateLastCollection = (0, import_react.useCallback)(() => {
		setLastCollection(showAllItems ? originalCollection : filteredCollection);
	}, [
		showAllItems,
		originalCollection,
		filteredCollection
	]);
	let toggleMenu = (0, import_react.useCallback)((focusStrategy = null) => {
		if (triggerState.isOpen) updateLastCollection();
		setFocusStrategy(focusStrategy);
		triggerState.toggle();
	}, [triggerState, updateLastCollection]);
	let closeMenu = (0, import_react.useCallback)(() => {
		if (triggerState.isOpen) {
			updateLastCollection();
			triggerState.close();
		}
	}, [triggerState, updateLastCollection]);
	let [lastValue, setLastValue] = (0, import_react.useState)(inputValue);
	let resetInputValue = () => {
		let itemText = selectedKey != null ? collection.getItem(selectedKey)?.textValue ?? "" : "";
		setLastValue(itemText);
		setInputValue(itemText);
	};
	let lastValueRef = (0, import_react.useRef)(displayValue);
	let lastSelectedKeyText = (0, import_react.useRef)(selectedKey != null ? collection.getItem(selectedKey)?.textValue ?? "" : "");
	(0, import_react.useEffect)(() => {
		if (isFocused && (filteredCollection.size > 0 || allowsEmptyCollection) && !triggerState.isOpen && inputValue !== lastValue && menuTrigger !== "manual") open(null, "input");
		if (!showAllItems && !allowsEmptyCollection && triggerState.isOpen && filteredCollection.size === 0) {
			closedDueToEmpty.current = true;
			closeMenu();
		}
		if (isFocused && closedDueToEmpty.current && filteredCollection.size > 0 && !triggerState.isOpen && menuTrigger !== "manual") {
			closedDueToEmpty.current = false;
			open(null, "input");
		}
		if (displayValue != null && displayValue !== lastValueRef.current && selectionMode === "single") closeMenu();
		if (inputValue !== lastValue) {
			selectionManager.setFocusedKey(null);
			setShowAllItems(false);
			if (selectionMode === "single" && inputValue === "" && (props.inputValue === void 0 || value === void 0)) setValue(null);
		}
		if (displayValue !== lastValueRef.current && (props.inputValue === void 0 || value === void 0)) resetInputValue();
		else if (lastValue !== inputValue) setLastValue(inputValue);
		let selectedItemText = selectedKey != null ? collection.getItem(selectedKey)?.textValue ?? "" : "";
		if (!isFocused && selectedKey != null && props.inputValue === void 0 && selectedKey === lastValueRef.current) {
			if (lastSelectedKeyText.current !== selectedItemText) {
				setLastValue(selectedItemText);
				setInputValue(selectedItemText);
			}
		}
		lastValueRef.current = displayValue;
		lastSelectedKeyText.current = selectedItemText;
	});
	let validation = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: (0, import_react.useMemo)(() => Array.isArray(displayValue) && displayValue.length === 0 ? null : {
			inputValue,
			value: displayValue,
			selectedKey
		}, [
			inputValue,
			selectedKey,
			displayValue
		])
	});
	let revert = () => {
		closedDueToEmpty.current = false;
		if (allowsCustomValue && selectedKey == null) commitCustomValue();
		else commitSelection();
	};
	let commitCustomValue = () => {
		if (selectionMode === "multiple") {
			setLastValue(inputValue);
			closeMenu();
			return;
		}
		let value = null;
		lastValueRef.current = value;
		setValue(value);
		closeMenu();
	};
	let commitSelection = (shouldForceSelectionChange = false) => {
		if (value !== void 0 && props.inputValue !== void 0) {
			let itemText = selectedKey != null ? collection.getItem(selectedKey)?.textValue ?? "" : "";
			if (shouldForceSelectionChange || selectionMode === "multiple" || inputValue !== itemText) {
				props.onSelectionChange?.(selectedKey);
				props.onChange?.(displayValue);
			}
			setLastValue(itemText);
			closeMenu();
		} else {
			resetInputValue();
			closeMenu();
		}
	};
	const commitValue = () => {
		closedDueToEmpty.current = false;
		if (allowsCustomValue) {
			const itemText = selectedKey != null ? collection.getItem(selectedKey)?.textValue ?? "" : "";
			inputValue === itemText ? commitSelection() : commitCustomValue();
		} else commitSelection();
	};
	let commit = () => {
		if (triggerState.isOpen && selectionManager.focusedKey != null) {
			if (selectionManager.isSelected(selectionManager.focusedKey) && selectionMode === "single") commitSelection(true);
			else selectionManager.select(selectionManager.focusedKey);
		} else commitValue();
	};
	let valueOnFocus = (0, import_react.useRef)([inputValue, displayValue]);
	let setFocused = (isFocused) => {
		if (isFocused) {
			valueOnFocus.current = [inputValue, displayValue];
			if (menuTrigger === "focus" && !props.isReadOnly) open(null, "focus");
		} else {
			if (shouldCloseOnBlur) commitValue();
			if (inputValue !== valueOnFocus.current[0] || displayValue !== valueOnFocus.current[1]) validation.commitValidation();
		}
		setFocusedState(isFocused);
	};
	let displayedCollection = (0, import_react.useMemo)(() => {
		if (triggerState.isOpen) {
			if (showAllItems) return originalCollection;
			else return filteredCollection;
		} else return lastCollection;
	}, [
		triggerState.isOpen,
		originalCollection,
		filteredCollection,
		showAllItems,
		lastCollection
	]);
	let defaultSelectedKey = props.defaultSelectedKey ?? (selectionMode === "single" ? initialValue : null);
	return {
		...validation,
		...triggerState,
		focusStrategy,
		toggle,
		open,
		close: commitValue,
		selectionManager,
		value: displayValue,
		defaultValue: defaultValue ?? initialValue,
		setValue,
		selectedKey,
		selectedItems,
		defaultSelectedKey,
		setSelectedKey: setValue,
		disabledKeys,
		isFocused,
		setFocused,
		selectedItem: selectedItems[0] ?? null,
		collection: displayedCollection,
		inputValue,
		defaultInputValue: $120eca7b9c40f820$var$getDefaultInputValue(props.defaultInputValue, defaultSelectedKey, collection) ?? initialInputValue,
		setInputValue,
		commit,
		revert
	};
}
function $120eca7b9c40f820$var$filterCollection(collection, inputValue, filter) {
	return new $f664a81d022446b5$export$d085fb9e920b5ca7($120eca7b9c40f820$var$filterNodes(collection, collection, inputValue, filter));
}
function $120eca7b9c40f820$var$filterNodes(collection, nodes, inputValue, filter) {
	let filteredNode = [];
	for (let node of nodes) if (node.type === "section" && node.hasChildNodes) {
		let filtered = $120eca7b9c40f820$var$filterNodes(collection, $cd5ea4b915021f1d$export$1005530eda016c13(node, collection), inputValue, filter);
		if ([...filtered].some((node) => node.type === "item")) filteredNode.push({
			...node,
			childNodes: filtered
		});
	} else if (node.type === "item" && filter(node.textValue, inputValue)) filteredNode.push({ ...node });
	else if (node.type !== "item") filteredNode.push({ ...node });
	return filteredNode;
}
function $120eca7b9c40f820$var$getDefaultInputValue(defaultInputValue, selectedKey, collection) {
	if (defaultInputValue == null) {
		if (selectedKey != null) return collection.getItem(selectedKey)?.textValue ?? "";
	}
	return defaultInputValue;
}
function $120eca7b9c40f820$var$convertValue(value) {
	if (value === void 0) return void 0;
	if (value === null) return [];
	return Array.isArray(value) ? value : [value];
}
// node_modules/react-aria-components/dist/private/ComboBox.mjs
var $dbdc5e6e7ce01b4b$export$d414ccceff7063c3 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $dbdc5e6e7ce01b4b$export$c02625b26074192c = /*#__PURE__*/ (0, import_react.createContext)(null);
var $dbdc5e6e7ce01b4b$export$72b9695b8216309a = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function ComboBox(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $dbdc5e6e7ce01b4b$export$d414ccceff7063c3);
	let { children, isDisabled = false, isInvalid = false, isRequired = false, isReadOnly = false } = props;
	let content = (0, import_react.useMemo)(() => /*#__PURE__*/ import_react.createElement($928221da08ecbc62$export$7ff8f37d2d81a48d.Provider, { value: { items: props.items ?? props.defaultItems } }, typeof children === "function" ? children({
		isOpen: false,
		isDisabled,
		isInvalid,
		isRequired,
		defaultChildren: null,
		isReadOnly
	}) : children), [
		children,
		isDisabled,
		isInvalid,
		isRequired,
		isReadOnly,
		props.items,
		props.defaultItems
	]);
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content }, (collection) => /*#__PURE__*/ import_react.createElement($dbdc5e6e7ce01b4b$var$ComboBoxInner, {
		props,
		collection,
		comboBoxRef: ref
	}));
});
var $dbdc5e6e7ce01b4b$var$CLEAR_CONTEXTS = [
	$43a3b93638fe5db9$export$75b6ee27786ba447,
	$7705c033048f6da7$export$24d547caef80ccd1,
	$41fb335299a4a39e$export$37fb8590cf2c088c,
	$4b38b5b75ecc6208$export$698f465ec27e93df,
	$3a442827418ebe87$export$f9c6924e160136d1,
	$efe09c6d1c304b50$export$9afb8bc826b033ea
];
function $dbdc5e6e7ce01b4b$var$ComboBoxInner({ props, collection, comboBoxRef: ref }) {
	let { name, formValue = "key", allowsCustomValue } = props;
	if (allowsCustomValue) formValue = "text";
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let { contains } = $ef182bb9912241d8$export$3274cf84b703fff({ sensitivity: "base" });
	let state = $120eca7b9c40f820$export$b453a3bfd4a5fa9e({
		...props,
		defaultFilter: props.defaultFilter || contains,
		items: props.items,
		children: void 0,
		collection,
		validationBehavior
	});
	let buttonRef = (0, import_react.useRef)(null);
	let inputRef = (0, import_react.useRef)(null);
	let groupRef = (0, import_react.useRef)(null);
	let listBoxRef = (0, import_react.useRef)(null);
	let popoverRef = (0, import_react.useRef)(null);
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let [labelElementType, setLabelElementType] = (0, import_react.useState)("label");
	let { buttonProps, inputProps, listBoxProps, labelProps, descriptionProps, errorMessageProps, valueProps, ...validation } = $bf505c7417d9b616$export$8c18d1b4f7232bbf({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		label,
		inputRef,
		buttonRef,
		listBoxRef,
		popoverRef,
		name: formValue === "text" ? name : void 0,
		validationBehavior,
		labelElementType
	}, state);
	let [menuWidth, setMenuWidth] = (0, import_react.useState)(null);
	let onResize = (0, import_react.useCallback)(() => {
		if (inputRef.current && !groupRef.current) {
			let buttonRect = buttonRef.current?.getBoundingClientRect();
			let inputRect = inputRef.current.getBoundingClientRect();
			let minX = buttonRect ? Math.min(buttonRect.left, inputRect.left) : inputRect.left;
			let maxX = buttonRect ? Math.max(buttonRect.right, inputRect.right) : inputRect.right;
			setMenuWidth(maxX - minX + "px");
		}
	}, [
		buttonRef,
		inputRef,
		setMenuWidth
	]);
	$970072cf4b13fde3$export$683480f191c0e3ea({
		ref: inputRef,
		onResize
	});
	let triggerRef = (0, import_react.useMemo)(() => ({ get current() {
		return groupRef.current || inputRef.current;
	} }), [groupRef, inputRef]);
	let renderPropsState = (0, import_react.useMemo)(() => ({
		isOpen: state.isOpen,
		isDisabled: props.isDisabled || false,
		isInvalid: validation.isInvalid || false,
		isRequired: props.isRequired || false,
		isReadOnly: props.isReadOnly || false
	}), [
		state.isOpen,
		props.isDisabled,
		validation.isInvalid,
		props.isRequired,
		props.isReadOnly
	]);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: renderPropsState,
		defaultClassName: "react-aria-ComboBox"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	let inputs = [];
	if (name && formValue === "key") {
		let values = Array.isArray(state.value) ? state.value : [state.value];
		if (values.length === 0) values = [null];
		inputs = values.map((value, i) => /*#__PURE__*/ import_react.createElement("input", {
			key: i,
			type: "hidden",
			name,
			form: props.form,
			value: value ?? ""
		}));
	}
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$dbdc5e6e7ce01b4b$export$c02625b26074192c, state],
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			elementType: labelElementType,
			ref: labelRef
		}],
		[$7705c033048f6da7$export$24d547caef80ccd1, {
			...buttonProps,
			ref: buttonRef,
			isPressed: state.isOpen
		}],
		[$41fb335299a4a39e$export$37fb8590cf2c088c, {
			...inputProps,
			ref: inputRef
		}],
		[$4b38b5b75ecc6208$export$698f465ec27e93df, {
			...inputProps,
			ref: (0, import_react.useCallback)((el) => {
				inputRef.current = el;
				if (el) setLabelElementType(el.tagName.toLowerCase() === "input" ? "label" : "span");
			}, []),
			value: state.inputValue,
			onChange: (v) => state.setInputValue(v)
		}],
		[$f2ff30fde7b014be$export$d2f961adcb0afbe, state],
		[$542a13ca2fa5b484$export$9b9a0cd73afb7ca4, {
			ref: popoverRef,
			triggerRef,
			scrollRef: listBoxRef,
			placement: "bottom start",
			isNonModal: true,
			trigger: "ComboBox",
			style: { "--trigger-width": menuWidth },
			clearContexts: $dbdc5e6e7ce01b4b$var$CLEAR_CONTEXTS
		}],
		[$928221da08ecbc62$export$7ff8f37d2d81a48d, {
			...listBoxProps,
			ref: listBoxRef
		}],
		[$928221da08ecbc62$export$7c5906fe4f1f2af2, state],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$3a442827418ebe87$export$f9c6924e160136d1, {
			ref: groupRef,
			isInvalid: validation.isInvalid,
			isDisabled: props.isDisabled || false
		}],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation],
		[$dbdc5e6e7ce01b4b$export$5c804022b41722df, valueProps]
	] }, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...DOMProps,
		...renderProps,
		ref,
		slot: props.slot || void 0,
		"data-focused": state.isFocused || void 0,
		"data-open": state.isOpen || void 0,
		"data-disabled": props.isDisabled || void 0,
		"data-readonly": props.isReadOnly || void 0,
		"data-invalid": validation.isInvalid || void 0,
		"data-required": props.isRequired || void 0
	}, renderProps.children, inputs));
}
var $dbdc5e6e7ce01b4b$export$5c804022b41722df = /*#__PURE__*/ (0, import_react.createContext)(null);
export { $dbdc5e6e7ce01b4b$export$c02625b26074192c as n, $3c71b1595a147f24$export$496315a1608d9602 as r, $dbdc5e6e7ce01b4b$export$72b9695b8216309a as t };

//# sourceMappingURL=ComboBox-BEKK4aZ3.js.map