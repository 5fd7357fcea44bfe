import { r as vocabularyKey, t as addVocabularyValue } from "./vocabulary-input-HvbQI8qt.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Bt as createRuntimeFn, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, G as $8f5a2122b0992be3$export$98e20ec92f614cfe, K as $8f5a2122b0992be3$export$b9b3dfddab17db27, Lt as $a4e76a5424781910$export$e08e3b67e392101e, N as $f192c2f16961cbe0$export$80f3e147d781571c, Nt as $390e54f620492c70$export$b4cc09c592e8fdb8, O as $d1116acdf220c2da$export$4c014de7c8940b4c, Pt as $390e54f620492c70$export$f680877a34711e37, Q as $caaf0dd3060ed57c$export$bdc77b0c0a3a85d6, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, Rt as X, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, _ as $2c9edc598a03d523$export$420e68273165f4ec, _t as $d447af545b77c9f1$export$b204af158042fbac, a as $7705c033048f6da7$export$353f5b6fc5456de1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, i as $7705c033048f6da7$export$24d547caef80ccd1, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, kt as $03e8ab2d84d7657a$export$4338b53315abf666, lt as $23f2114a1b82827e$export$4282f70798064fe0, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, p as $43a3b93638fe5db9$export$75b6ee27786ba447, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, s as $a46cf152bb926da5$export$a9b970dcc4ae71a9, ut as $23f2114a1b82827e$export$b4f377a2b6254582, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { r as $3c71b1595a147f24$export$496315a1608d9602, t as $dbdc5e6e7ce01b4b$export$72b9695b8216309a } from "./ComboBox-BEKK4aZ3.js";
import { r as $1f3c3b1a70cec653$export$f551688fc98f2e09, t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { J as $41fb335299a4a39e$export$f5b8910cec6cf069, R as fieldError, V as fieldRoot, z as fieldInput } from "../entry-server.js";
import { a as $928221da08ecbc62$export$7c5906fe4f1f2af2, i as $928221da08ecbc62$export$41f133550aa26f48, n as listOption, r as listPopover, s as $928221da08ecbc62$export$a11e76429ed99b4, t as listBox } from "./list-popup.css-jNplL34g.js";
import { D as $64903b4b31b6bb2a$export$b95089534ab7c1fd, O as $ae8f8d98b2b18f2f$export$a05409b8bb224a5a, l as $542a13ca2fa5b484$export$5b6b19405a83ff9d } from "./Dialog-BVV4XIn9.js";
import { C as $6f0c29017aeec335$export$fd11f34e1d07f134, b as $42ceafc619f9c3ba$export$fb8073518f34e6ec, c as $f6ba6936bfd098a0$export$ecf600387e221c37, g as $263ab7fc0f95ccdb$export$a164736487e3f0ae, h as $263ab7fc0f95ccdb$export$90e00781bc59d8f9, m as $263ab7fc0f95ccdb$export$4feb769f8ddf26c5, p as $91fe5e721c7f36c1$export$c9549807523555e0, v as $42ceafc619f9c3ba$export$18af5c7a9e9b3664, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { i as $4b38b5b75ecc6208$export$b0d3ecf7112093a7, n as $3578607fe3d4b096$export$cfa2225e87938781 } from "./useCollator-DMa4zt-g.js";
import { t as $792f28e438b9ad5f$export$758399f318e6385a } from "./SharedElementTransition-by_EWVJ9.js";
import { t as $bf14c9739fda2eb3$export$eac1895992b9f3d6 } from "./useHasTabbableChild-Blr7hzhb.js";
import { r as $51a3e22a5186a962$export$c826860796309d1b, t as $121970af65029459$export$f8aeda7b10753fa1 } from "./useDescription-CgZYQuz7.js";
import { r as $535772f9d2c1f38d$export$2d6ec8fc375ceafa } from "./FocusScope-C0vcqR63.js";
import { n as $b14b6f590b50af39$export$ba9d38c0f1bf2b36, t as $b14b6f590b50af39$export$2f645645f7bca764 } from "./useListState-DfaxnZtm.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria/dist/private/gridlist/utils.mjs
var $c1c90317e8bffe4d$export$5b9bb410392e3991 = /* @__PURE__ */ new WeakMap();
function $c1c90317e8bffe4d$export$f45c25170b9a99c2(state, key) {
	let { id } = $c1c90317e8bffe4d$export$5b9bb410392e3991.get(state) ?? {};
	if (!id) throw new Error("Unknown list");
	return `${id}-${$c1c90317e8bffe4d$export$e0c709538cb8ae18(key)}`;
}
function $c1c90317e8bffe4d$export$e0c709538cb8ae18(key) {
	if (typeof key === "string") return key.replace(/\s*/g, "");
	return "" + key;
}
// node_modules/react-aria/dist/private/intl/grid/ar-AE.mjs
var $fb15c364d68571a9$exports = {};
$fb15c364d68571a9$exports = {
	"deselectedItem": (args) => `${args.item} \u{63A}\u{64A}\u{631} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}`,
	"longPressToSelect": `\u{627}\u{636}\u{63A}\u{637} \u{645}\u{637}\u{648}\u{644}\u{64B}\u{627} \u{644}\u{644}\u{62F}\u{62E}\u{648}\u{644} \u{625}\u{644}\u{649} \u{648}\u{636}\u{639} \u{627}\u{644}\u{62A}\u{62D}\u{62F}\u{64A}\u{62F}.`,
	"select": `\u{62A}\u{62D}\u{62F}\u{64A}\u{62F}`,
	"selectedAll": `\u{62C}\u{645}\u{64A}\u{639} \u{627}\u{644}\u{639}\u{646}\u{627}\u{635}\u{631} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}\u{629}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{644}\u{645} \u{64A}\u{62A}\u{645} \u{62A}\u{62D}\u{62F}\u{64A}\u{62F} \u{639}\u{646}\u{627}\u{635}\u{631}`,
		one: () => `${formatter.number(args.count)} \u{639}\u{646}\u{635}\u{631} \u{645}\u{62D}\u{62F}\u{62F}`,
		other: () => `${formatter.number(args.count)} \u{639}\u{646}\u{635}\u{631} \u{645}\u{62D}\u{62F}\u{62F}`
	})}.`,
	"selectedItem": (args) => `${args.item} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}`
};
// node_modules/react-aria/dist/private/intl/grid/bg-BG.mjs
var $7749cb6d5493e4f5$exports = {};
$7749cb6d5493e4f5$exports = {
	"deselectedItem": (args) => `${args.item} \u{43D}\u{435} \u{435} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}.`,
	"longPressToSelect": `\u{41D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{435}\u{442}\u{435} \u{438} \u{437}\u{430}\u{434}\u{440}\u{44A}\u{436}\u{442}\u{435} \u{437}\u{430} \u{434}\u{430} \u{432}\u{43B}\u{435}\u{437}\u{435}\u{442}\u{435} \u{432} \u{438}\u{437}\u{431}\u{438}\u{440}\u{430}\u{442}\u{435}\u{43B}\u{435}\u{43D} \u{440}\u{435}\u{436}\u{438}\u{43C}.`,
	"select": `\u{418}\u{437}\u{431}\u{435}\u{440}\u{435}\u{442}\u{435}`,
	"selectedAll": `\u{412}\u{441}\u{438}\u{447}\u{43A}\u{438} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{438} \u{441}\u{430} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{438}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{41D}\u{44F}\u{43C}\u{430} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{438} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{438}`,
		one: () => `${formatter.number(args.count)} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}`,
		other: () => `${formatter.number(args.count)} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{438} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{438}`
	})}.`,
	"selectedItem": (args) => `${args.item} \u{438}\u{437}\u{431}\u{440}\u{430}\u{43D}.`
};
// node_modules/react-aria/dist/private/intl/grid/cs-CZ.mjs
var $b8323ca0b03a61c7$exports = {};
$b8323ca0b03a61c7$exports = {
	"deselectedItem": (args) => `Polo\u{17E}ka ${args.item} nen\xed vybr\xe1na.`,
	"longPressToSelect": `Dlouh\xfdm stisknut\xedm p\u{159}ejdete do re\u{17E}imu v\xfdb\u{11B}ru.`,
	"select": `Vybrat`,
	"selectedAll": `Vybr\xe1ny v\u{161}echny polo\u{17E}ky.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nevybr\xe1ny \u{17E}\xe1dn\xe9 polo\u{17E}ky`,
		one: () => `Vybr\xe1na ${formatter.number(args.count)} polo\u{17E}ka`,
		other: () => `Vybr\xe1no ${formatter.number(args.count)} polo\u{17E}ek`
	})}.`,
	"selectedItem": (args) => `Vybr\xe1na polo\u{17E}ka ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/da-DK.mjs
var $1057bd2d9ffb71b2$exports = {};
$1057bd2d9ffb71b2$exports = {
	"deselectedItem": (args) => `${args.item} ikke valgt.`,
	"longPressToSelect": `Lav et langt tryk for at aktivere valgtilstand.`,
	"select": `V\xe6lg`,
	"selectedAll": `Alle elementer valgt.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Ingen elementer valgt`,
		one: () => `${formatter.number(args.count)} element valgt`,
		other: () => `${formatter.number(args.count)} elementer valgt`
	})}.`,
	"selectedItem": (args) => `${args.item} valgt.`
};
// node_modules/react-aria/dist/private/intl/grid/de-DE.mjs
var $b4106780a48d8be8$exports = {};
$b4106780a48d8be8$exports = {
	"deselectedItem": (args) => `${args.item} nicht ausgew\xe4hlt.`,
	"longPressToSelect": `Gedr\xfcckt halten, um Auswahlmodus zu \xf6ffnen.`,
	"select": `Ausw\xe4hlen`,
	"selectedAll": `Alle Elemente ausgew\xe4hlt.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Keine Elemente ausgew\xe4hlt`,
		one: () => `${formatter.number(args.count)} Element ausgew\xe4hlt`,
		other: () => `${formatter.number(args.count)} Elemente ausgew\xe4hlt`
	})}.`,
	"selectedItem": (args) => `${args.item} ausgew\xe4hlt.`
};
// node_modules/react-aria/dist/private/intl/grid/el-GR.mjs
var $4518bc1dcc9420a7$exports = {};
$4518bc1dcc9420a7$exports = {
	"deselectedItem": (args) => `\u{394}\u{3B5}\u{3BD} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B5} \u{3C4}\u{3BF} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3BF} ${args.item}.`,
	"longPressToSelect": `\u{3A0}\u{3B1}\u{3C4}\u{3AE}\u{3C3}\u{3C4}\u{3B5} \u{3C0}\u{3B1}\u{3C1}\u{3B1}\u{3C4}\u{3B5}\u{3C4}\u{3B1}\u{3BC}\u{3AD}\u{3BD}\u{3B1} \u{3B3}\u{3B9}\u{3B1} \u{3BD}\u{3B1} \u{3BC}\u{3C0}\u{3B5}\u{3AF}\u{3C4}\u{3B5} \u{3C3}\u{3B5} \u{3BB}\u{3B5}\u{3B9}\u{3C4}\u{3BF}\u{3C5}\u{3C1}\u{3B3}\u{3AF}\u{3B1} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AE}\u{3C2}.`,
	"select": `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3BF}\u{3B3}\u{3AE}`,
	"selectedAll": `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B1}\u{3BD} \u{3CC}\u{3BB}\u{3B1} \u{3C4}\u{3B1} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3B1}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{394}\u{3B5}\u{3BD} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B1}\u{3BD} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3B1}`,
		one: () => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B5} ${formatter.number(args.count)} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3BF}`,
		other: () => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B1}\u{3BD} ${formatter.number(args.count)} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3B1}`
	})}.`,
	"selectedItem": (args) => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3C7}\u{3B8}\u{3B7}\u{3BA}\u{3B5} \u{3C4}\u{3BF} \u{3C3}\u{3C4}\u{3BF}\u{3B9}\u{3C7}\u{3B5}\u{3AF}\u{3BF} ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/en-US.mjs
var $f9f5656778ebfd2d$exports = {};
$f9f5656778ebfd2d$exports = {
	"deselectedItem": (args) => `${args.item} not selected.`,
	"select": `Select`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `No items selected`,
		one: () => `${formatter.number(args.count)} item selected`,
		other: () => `${formatter.number(args.count)} items selected`
	})}.`,
	"selectedAll": `All items selected.`,
	"selectedItem": (args) => `${args.item} selected.`,
	"longPressToSelect": `Long press to enter selection mode.`
};
// node_modules/react-aria/dist/private/intl/grid/es-ES.mjs
var $ad6f2bd08698bcd3$exports = {};
$ad6f2bd08698bcd3$exports = {
	"deselectedItem": (args) => `${args.item} no seleccionado.`,
	"longPressToSelect": `Mantenga pulsado para abrir el modo de selecci\xf3n.`,
	"select": `Seleccionar`,
	"selectedAll": `Todos los elementos seleccionados.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Ning\xfan elemento seleccionado`,
		one: () => `${formatter.number(args.count)} elemento seleccionado`,
		other: () => `${formatter.number(args.count)} elementos seleccionados`
	})}.`,
	"selectedItem": (args) => `${args.item} seleccionado.`
};
// node_modules/react-aria/dist/private/intl/grid/et-EE.mjs
var $12275897f225851d$exports = {};
$12275897f225851d$exports = {
	"deselectedItem": (args) => `${args.item} pole valitud.`,
	"longPressToSelect": `Valikure\u{17E}iimi sisenemiseks vajutage pikalt.`,
	"select": `Vali`,
	"selectedAll": `K\xf5ik \xfcksused valitud.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\xdcksusi pole valitud`,
		one: () => `${formatter.number(args.count)} \xfcksus valitud`,
		other: () => `${formatter.number(args.count)} \xfcksust valitud`
	})}.`,
	"selectedItem": (args) => `${args.item} valitud.`
};
// node_modules/react-aria/dist/private/intl/grid/fi-FI.mjs
var $0277e7f5fe6f1bff$exports = {};
$0277e7f5fe6f1bff$exports = {
	"deselectedItem": (args) => `Kohdetta ${args.item} ei valittu.`,
	"longPressToSelect": `Siirry valintatilaan painamalla pitk\xe4\xe4n.`,
	"select": `Valitse`,
	"selectedAll": `Kaikki kohteet valittu.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Ei yht\xe4\xe4n kohdetta valittu`,
		one: () => `${formatter.number(args.count)} kohde valittu`,
		other: () => `${formatter.number(args.count)} kohdetta valittu`
	})}.`,
	"selectedItem": (args) => `${args.item} valittu.`
};
// node_modules/react-aria/dist/private/intl/grid/fr-FR.mjs
var $8bd200b116581189$exports = {};
$8bd200b116581189$exports = {
	"deselectedItem": (args) => `${args.item} non s\xe9lectionn\xe9.`,
	"longPressToSelect": `Appuyez de mani\xe8re prolong\xe9e pour passer en mode de s\xe9lection.`,
	"select": `S\xe9lectionner`,
	"selectedAll": `Tous les \xe9l\xe9ments s\xe9lectionn\xe9s.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Aucun \xe9l\xe9ment s\xe9lectionn\xe9`,
		one: () => `${formatter.number(args.count)} \xe9l\xe9ment s\xe9lectionn\xe9`,
		other: () => `${formatter.number(args.count)} \xe9l\xe9ments s\xe9lectionn\xe9s`
	})}.`,
	"selectedItem": (args) => `${args.item} s\xe9lectionn\xe9.`
};
// node_modules/react-aria/dist/private/intl/grid/he-IL.mjs
var $5cad20d2058d9ff4$exports = {};
$5cad20d2058d9ff4$exports = {
	"deselectedItem": (args) => `${args.item} \u{5DC}\u{5D0} \u{5E0}\u{5D1}\u{5D7}\u{5E8}.`,
	"longPressToSelect": `\u{5D4}\u{5E7}\u{5E9}\u{5D4} \u{5D0}\u{5E8}\u{5D5}\u{5DB}\u{5D4} \u{5DC}\u{5DB}\u{5E0}\u{5D9}\u{5E1}\u{5D4} \u{5DC}\u{5DE}\u{5E6}\u{5D1} \u{5D1}\u{5D7}\u{5D9}\u{5E8}\u{5D4}.`,
	"select": `\u{5D1}\u{5D7}\u{5E8}`,
	"selectedAll": `\u{5DB}\u{5DC} \u{5D4}\u{5E4}\u{5E8}\u{5D9}\u{5D8}\u{5D9}\u{5DD} \u{5E0}\u{5D1}\u{5D7}\u{5E8}\u{5D5}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{5DC}\u{5D0} \u{5E0}\u{5D1}\u{5D7}\u{5E8}\u{5D5} \u{5E4}\u{5E8}\u{5D9}\u{5D8}\u{5D9}\u{5DD}`,
		one: () => `\u{5E4}\u{5E8}\u{5D9}\u{5D8} ${formatter.number(args.count)} \u{5E0}\u{5D1}\u{5D7}\u{5E8}`,
		other: () => `${formatter.number(args.count)} \u{5E4}\u{5E8}\u{5D9}\u{5D8}\u{5D9}\u{5DD} \u{5E0}\u{5D1}\u{5D7}\u{5E8}\u{5D5}`
	})}.`,
	"selectedItem": (args) => `${args.item} \u{5E0}\u{5D1}\u{5D7}\u{5E8}.`
};
// node_modules/react-aria/dist/private/intl/grid/hr-HR.mjs
var $4dea078d6dac13bd$exports = {};
$4dea078d6dac13bd$exports = {
	"deselectedItem": (args) => `Stavka ${args.item} nije odabrana.`,
	"longPressToSelect": `Dugo pritisnite za ulazak u na\u{10D}in odabira.`,
	"select": `Odaberite`,
	"selectedAll": `Odabrane su sve stavke.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nije odabrana nijedna stavka`,
		one: () => `Odabrana je ${formatter.number(args.count)} stavka`,
		other: () => `Odabrano je ${formatter.number(args.count)} stavki`
	})}.`,
	"selectedItem": (args) => `Stavka ${args.item} je odabrana.`
};
// node_modules/react-aria/dist/private/intl/grid/hu-HU.mjs
var $7def316a905ee012$exports = {};
$7def316a905ee012$exports = {
	"deselectedItem": (args) => `${args.item} nincs kijel\xf6lve.`,
	"longPressToSelect": `Nyomja hosszan a kijel\xf6l\xe9shez.`,
	"select": `Kijel\xf6l\xe9s`,
	"selectedAll": `Az \xf6sszes elem kijel\xf6lve.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Egy elem sincs kijel\xf6lve`,
		one: () => `${formatter.number(args.count)} elem kijel\xf6lve`,
		other: () => `${formatter.number(args.count)} elem kijel\xf6lve`
	})}.`,
	"selectedItem": (args) => `${args.item} kijel\xf6lve.`
};
// node_modules/react-aria/dist/private/intl/grid/it-IT.mjs
var $46cdc5c69a76d239$exports = {};
$46cdc5c69a76d239$exports = {
	"deselectedItem": (args) => `${args.item} non selezionato.`,
	"longPressToSelect": `Premi a lungo per passare alla modalit\xe0 di selezione.`,
	"select": `Seleziona`,
	"selectedAll": `Tutti gli elementi selezionati.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nessun elemento selezionato`,
		one: () => `${formatter.number(args.count)} elemento selezionato`,
		other: () => `${formatter.number(args.count)} elementi selezionati`
	})}.`,
	"selectedItem": (args) => `${args.item} selezionato.`
};
// node_modules/react-aria/dist/private/intl/grid/ja-JP.mjs
var $60e52d4279bf66f4$exports = {};
$60e52d4279bf66f4$exports = {
	"deselectedItem": (args) => `${args.item} \u{304C}\u{9078}\u{629E}\u{3055}\u{308C}\u{3066}\u{3044}\u{307E}\u{305B}\u{3093}\u{3002}`,
	"longPressToSelect": `\u{9577}\u{62BC}\u{3057}\u{3057}\u{3066}\u{9078}\u{629E}\u{30E2}\u{30FC}\u{30C9}\u{3092}\u{958B}\u{304D}\u{307E}\u{3059}\u{3002}`,
	"select": `\u{9078}\u{629E}`,
	"selectedAll": `\u{3059}\u{3079}\u{3066}\u{306E}\u{9805}\u{76EE}\u{3092}\u{9078}\u{629E}\u{3057}\u{307E}\u{3057}\u{305F}\u{3002}`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{9805}\u{76EE}\u{304C}\u{9078}\u{629E}\u{3055}\u{308C}\u{3066}\u{3044}\u{307E}\u{305B}\u{3093}`,
		one: () => `${formatter.number(args.count)} \u{9805}\u{76EE}\u{3092}\u{9078}\u{629E}\u{3057}\u{307E}\u{3057}\u{305F}`,
		other: () => `${formatter.number(args.count)} \u{9805}\u{76EE}\u{3092}\u{9078}\u{629E}\u{3057}\u{307E}\u{3057}\u{305F}`
	})}\u{3002}`,
	"selectedItem": (args) => `${args.item} \u{3092}\u{9078}\u{629E}\u{3057}\u{307E}\u{3057}\u{305F}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/grid/ko-KR.mjs
var $7b2d0b5f51ff5e7b$exports = {};
$7b2d0b5f51ff5e7b$exports = {
	"deselectedItem": (args) => `${args.item}\u{C774}(\u{AC00}) \u{C120}\u{D0DD}\u{B418}\u{C9C0} \u{C54A}\u{C558}\u{C2B5}\u{B2C8}\u{B2E4}.`,
	"longPressToSelect": `\u{C120}\u{D0DD} \u{BAA8}\u{B4DC}\u{B85C} \u{B4E4}\u{C5B4}\u{AC00}\u{B824}\u{BA74} \u{AE38}\u{AC8C} \u{B204}\u{B974}\u{C2ED}\u{C2DC}\u{C624}.`,
	"select": `\u{C120}\u{D0DD}`,
	"selectedAll": `\u{BAA8}\u{B4E0} \u{D56D}\u{BAA9}\u{C774} \u{C120}\u{D0DD}\u{B418}\u{C5C8}\u{C2B5}\u{B2C8}\u{B2E4}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{C120}\u{D0DD}\u{B41C} \u{D56D}\u{BAA9}\u{C774} \u{C5C6}\u{C2B5}\u{B2C8}\u{B2E4}`,
		one: () => `${formatter.number(args.count)}\u{AC1C} \u{D56D}\u{BAA9}\u{C774} \u{C120}\u{D0DD}\u{B418}\u{C5C8}\u{C2B5}\u{B2C8}\u{B2E4}`,
		other: () => `${formatter.number(args.count)}\u{AC1C} \u{D56D}\u{BAA9}\u{C774} \u{C120}\u{D0DD}\u{B418}\u{C5C8}\u{C2B5}\u{B2C8}\u{B2E4}`
	})}.`,
	"selectedItem": (args) => `${args.item}\u{C774}(\u{AC00}) \u{C120}\u{D0DD}\u{B418}\u{C5C8}\u{C2B5}\u{B2C8}\u{B2E4}.`
};
// node_modules/react-aria/dist/private/intl/grid/lt-LT.mjs
var $443ed3f53077cf91$exports = {};
$443ed3f53077cf91$exports = {
	"deselectedItem": (args) => `${args.item} nepasirinkta.`,
	"longPressToSelect": `Nor\u{117}dami \u{12F}jungti pasirinkimo re\u{17E}im\u{105}, paspauskite ir palaikykite.`,
	"select": `Pasirinkti`,
	"selectedAll": `Pasirinkti visi elementai.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nepasirinktas n\u{117} vienas elementas`,
		one: () => `Pasirinktas ${formatter.number(args.count)} elementas`,
		other: () => `Pasirinkta element\u{173}: ${formatter.number(args.count)}`
	})}.`,
	"selectedItem": (args) => `Pasirinkta: ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/lv-LV.mjs
var $d928ba4f7f4d579a$exports = {};
$d928ba4f7f4d579a$exports = {
	"deselectedItem": (args) => `Vienums ${args.item} nav atlas\u{12B}ts.`,
	"longPressToSelect": `Ilgi turiet nospiestu. lai iesl\u{113}gtu atlases re\u{17E}\u{12B}mu.`,
	"select": `Atlas\u{12B}t`,
	"selectedAll": `Atlas\u{12B}ti visi vienumi.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nav atlas\u{12B}ts neviens vienums`,
		one: () => `Atlas\u{12B}to vienumu skaits: ${formatter.number(args.count)}`,
		other: () => `Atlas\u{12B}to vienumu skaits: ${formatter.number(args.count)}`
	})}.`,
	"selectedItem": (args) => `Atlas\u{12B}ts vienums ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/nb-NO.mjs
var $b26dcf15e26dc4ab$exports = {};
$b26dcf15e26dc4ab$exports = {
	"deselectedItem": (args) => `${args.item} er ikke valgt.`,
	"longPressToSelect": `Bruk et langt trykk for \xe5 g\xe5 inn i valgmodus.`,
	"select": `Velg`,
	"selectedAll": `Alle elementer er valgt.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Ingen elementer er valgt`,
		one: () => `${formatter.number(args.count)} element er valgt`,
		other: () => `${formatter.number(args.count)} elementer er valgt`
	})}.`,
	"selectedItem": (args) => `${args.item} er valgt.`
};
// node_modules/react-aria/dist/private/intl/grid/nl-NL.mjs
var $c294aade45cced8f$exports = {};
$c294aade45cced8f$exports = {
	"deselectedItem": (args) => `${args.item} niet geselecteerd.`,
	"longPressToSelect": `Druk lang om de selectiemodus te openen.`,
	"select": `Selecteren`,
	"selectedAll": `Alle items geselecteerd.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Geen items geselecteerd`,
		one: () => `${formatter.number(args.count)} item geselecteerd`,
		other: () => `${formatter.number(args.count)} items geselecteerd`
	})}.`,
	"selectedItem": (args) => `${args.item} geselecteerd.`
};
// node_modules/react-aria/dist/private/intl/grid/pl-PL.mjs
var $42f088f90073466a$exports = {};
$42f088f90073466a$exports = {
	"deselectedItem": (args) => `Nie zaznaczono ${args.item}.`,
	"longPressToSelect": `Naci\u{15B}nij i przytrzymaj, aby wej\u{15B}\u{107} do trybu wyboru.`,
	"select": `Zaznacz`,
	"selectedAll": `Wszystkie zaznaczone elementy.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nie zaznaczono \u{17C}adnych element\xf3w`,
		one: () => `${formatter.number(args.count)} zaznaczony element`,
		other: () => `${formatter.number(args.count)} zaznaczonych element\xf3w`
	})}.`,
	"selectedItem": (args) => `Zaznaczono ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/pt-BR.mjs
var $2cbb462c3af29b3f$exports = {};
$2cbb462c3af29b3f$exports = {
	"deselectedItem": (args) => `${args.item} n\xe3o selecionado.`,
	"longPressToSelect": `Mantenha pressionado para entrar no modo de sele\xe7\xe3o.`,
	"select": `Selecionar`,
	"selectedAll": `Todos os itens selecionados.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nenhum item selecionado`,
		one: () => `${formatter.number(args.count)} item selecionado`,
		other: () => `${formatter.number(args.count)} itens selecionados`
	})}.`,
	"selectedItem": (args) => `${args.item} selecionado.`
};
// node_modules/react-aria/dist/private/intl/grid/pt-PT.mjs
var $bb732f27f34b6026$exports = {};
$bb732f27f34b6026$exports = {
	"deselectedItem": (args) => `${args.item} n\xe3o selecionado.`,
	"longPressToSelect": `Prima continuamente para entrar no modo de sele\xe7\xe3o.`,
	"select": `Selecionar`,
	"selectedAll": `Todos os itens selecionados.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nenhum item selecionado`,
		one: () => `${formatter.number(args.count)} item selecionado`,
		other: () => `${formatter.number(args.count)} itens selecionados`
	})}.`,
	"selectedItem": (args) => `${args.item} selecionado.`
};
// node_modules/react-aria/dist/private/intl/grid/ro-RO.mjs
var $3a80dba563c8a09f$exports = {};
$3a80dba563c8a09f$exports = {
	"deselectedItem": (args) => `${args.item} neselectat.`,
	"longPressToSelect": `Ap\u{103}sa\u{21B}i lung pentru a intra \xeen modul de selectare.`,
	"select": `Selectare`,
	"selectedAll": `Toate elementele selectate.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Niciun element selectat`,
		one: () => `${formatter.number(args.count)} element selectat`,
		other: () => `${formatter.number(args.count)} elemente selectate`
	})}.`,
	"selectedItem": (args) => `${args.item} selectat.`
};
// node_modules/react-aria/dist/private/intl/grid/ru-RU.mjs
var $a0d888b9e3d893ba$exports = {};
$a0d888b9e3d893ba$exports = {
	"deselectedItem": (args) => `${args.item} \u{43D}\u{435} \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43E}.`,
	"longPressToSelect": `\u{41D}\u{430}\u{436}\u{43C}\u{438}\u{442}\u{435} \u{438} \u{443}\u{434}\u{435}\u{440}\u{436}\u{438}\u{432}\u{430}\u{439}\u{442}\u{435} \u{434}\u{43B}\u{44F} \u{432}\u{445}\u{43E}\u{434}\u{430} \u{432} \u{440}\u{435}\u{436}\u{438}\u{43C} \u{432}\u{44B}\u{431}\u{43E}\u{440}\u{430}.`,
	"select": `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{442}\u{44C}`,
	"selectedAll": `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{44B} \u{432}\u{441}\u{435} \u{44D}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{44B}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{41D}\u{435}\u{442} \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{44B}\u{445} \u{44D}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{43E}\u{432}`,
		one: () => `${formatter.number(args.count)} \u{44D}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442} \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}`,
		other: () => `${formatter.number(args.count)} \u{44D}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{43E}\u{432} \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43E}`
	})}.`,
	"selectedItem": (args) => `${args.item} \u{432}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43E}.`
};
// node_modules/react-aria/dist/private/intl/grid/sk-SK.mjs
var $5ebe5685fb9fdcb3$exports = {};
$5ebe5685fb9fdcb3$exports = {
	"deselectedItem": (args) => `Nevybrat\xe9 polo\u{17E}ky: ${args.item}.`,
	"longPressToSelect": `Dlh\u{161}\xedm stla\u{10D}en\xedm prejdite do re\u{17E}imu v\xfdberu.`,
	"select": `Vybra\u{165}`,
	"selectedAll": `V\u{161}etky vybrat\xe9 polo\u{17E}ky.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{17D}iadne vybrat\xe9 polo\u{17E}ky`,
		one: () => `${formatter.number(args.count)} vybrat\xe1 polo\u{17E}ka`,
		other: () => `Po\u{10D}et vybrat\xfdch polo\u{17E}iek:${formatter.number(args.count)}`
	})}.`,
	"selectedItem": (args) => `Vybrat\xe9 polo\u{17E}ky: ${args.item}.`
};
// node_modules/react-aria/dist/private/intl/grid/sl-SI.mjs
var $6a03e4d478040fbc$exports = {};
$6a03e4d478040fbc$exports = {
	"deselectedItem": (args) => `Element ${args.item} ni izbran.`,
	"longPressToSelect": `Za izbirni na\u{10D}in pritisnite in dlje \u{10D}asa dr\u{17E}ite.`,
	"select": `Izberite`,
	"selectedAll": `Vsi elementi so izbrani.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Noben element ni izbran`,
		one: () => `${formatter.number(args.count)} element je izbran`,
		other: () => `${formatter.number(args.count)} elementov je izbranih`
	})}.`,
	"selectedItem": (args) => `Element ${args.item} je izbran.`
};
// node_modules/react-aria/dist/private/intl/grid/sr-SP.mjs
var $eba5103b21433a13$exports = {};
$eba5103b21433a13$exports = {
	"deselectedItem": (args) => `${args.item} nije izabrano.`,
	"longPressToSelect": `Dugo pritisnite za ulazak u re\u{17E}im biranja.`,
	"select": `Izaberite`,
	"selectedAll": `Izabrane su sve stavke.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Nije izabrana nijedna stavka`,
		one: () => `Izabrana je ${formatter.number(args.count)} stavka`,
		other: () => `Izabrano je ${formatter.number(args.count)} stavki`
	})}.`,
	"selectedItem": (args) => `${args.item} je izabrano.`
};
// node_modules/react-aria/dist/private/intl/grid/sv-SE.mjs
var $ca04e7102e830455$exports = {};
$ca04e7102e830455$exports = {
	"deselectedItem": (args) => `${args.item} ej markerat.`,
	"longPressToSelect": `Tryck l\xe4nge n\xe4r du vill \xf6ppna v\xe4ljarl\xe4ge.`,
	"select": `Markera`,
	"selectedAll": `Alla markerade objekt.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Inga markerade objekt`,
		one: () => `${formatter.number(args.count)} markerat objekt`,
		other: () => `${formatter.number(args.count)} markerade objekt`
	})}.`,
	"selectedItem": (args) => `${args.item} markerat.`
};
// node_modules/react-aria/dist/private/intl/grid/tr-TR.mjs
var $d7b534ebde677c3f$exports = {};
$d7b534ebde677c3f$exports = {
	"deselectedItem": (args) => `${args.item} se\xe7ilmedi.`,
	"longPressToSelect": `Se\xe7im moduna girmek i\xe7in uzun bas\u{131}n.`,
	"select": `Se\xe7`,
	"selectedAll": `T\xfcm \xf6geler se\xe7ildi.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `Hi\xe7bir \xf6ge se\xe7ilmedi`,
		one: () => `${formatter.number(args.count)} \xf6ge se\xe7ildi`,
		other: () => `${formatter.number(args.count)} \xf6ge se\xe7ildi`
	})}.`,
	"selectedItem": (args) => `${args.item} se\xe7ildi.`
};
// node_modules/react-aria/dist/private/intl/grid/uk-UA.mjs
var $6bfd9245cbb46b69$exports = {};
$6bfd9245cbb46b69$exports = {
	"deselectedItem": (args) => `${args.item} \u{43D}\u{435} \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}.`,
	"longPressToSelect": `\u{412}\u{438}\u{43A}\u{43E}\u{43D}\u{430}\u{439}\u{442}\u{435} \u{434}\u{43E}\u{432}\u{433}\u{435} \u{43D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{435}\u{43D}\u{43D}\u{44F}, \u{449}\u{43E}\u{431} \u{43F}\u{435}\u{440}\u{435}\u{439}\u{442}\u{438} \u{432} \u{440}\u{435}\u{436}\u{438}\u{43C} \u{432}\u{438}\u{431}\u{43E}\u{440}\u{443}.`,
	"select": `\u{412}\u{438}\u{431}\u{440}\u{430}\u{442}\u{438}`,
	"selectedAll": `\u{423}\u{441}\u{456} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{438} \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}.`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{416}\u{43E}\u{434}\u{43D}\u{438}\u{445} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{456}\u{432} \u{43D}\u{435} \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}`,
		one: () => `${formatter.number(args.count)} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442} \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}`,
		other: () => `\u{412}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}\u{456}\u{432}: ${formatter.number(args.count)}`
	})}.`,
	"selectedItem": (args) => `${args.item} \u{432}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{43E}.`
};
// node_modules/react-aria/dist/private/intl/grid/zh-CN.mjs
var $e2dc74d09d9623e5$exports = {};
$e2dc74d09d9623e5$exports = {
	"deselectedItem": (args) => `\u{672A}\u{9009}\u{62E9} ${args.item}\u{3002}`,
	"longPressToSelect": `\u{957F}\u{6309}\u{4EE5}\u{8FDB}\u{5165}\u{9009}\u{62E9}\u{6A21}\u{5F0F}\u{3002}`,
	"select": `\u{9009}\u{62E9}`,
	"selectedAll": `\u{5DF2}\u{9009}\u{62E9}\u{6240}\u{6709}\u{9879}\u{76EE}\u{3002}`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{672A}\u{9009}\u{62E9}\u{9879}\u{76EE}`,
		one: () => `\u{5DF2}\u{9009}\u{62E9} ${formatter.number(args.count)} \u{4E2A}\u{9879}\u{76EE}`,
		other: () => `\u{5DF2}\u{9009}\u{62E9} ${formatter.number(args.count)} \u{4E2A}\u{9879}\u{76EE}`
	})}\u{3002}`,
	"selectedItem": (args) => `\u{5DF2}\u{9009}\u{62E9} ${args.item}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/grid/zh-TW.mjs
var $1eb4dc0eb641ddfa$exports = {};
$1eb4dc0eb641ddfa$exports = {
	"deselectedItem": (args) => `\u{672A}\u{9078}\u{53D6}\u{300C}${args.item}\u{300D}\u{3002}`,
	"longPressToSelect": `\u{9577}\u{6309}\u{4EE5}\u{9032}\u{5165}\u{9078}\u{64C7}\u{6A21}\u{5F0F}\u{3002}`,
	"select": `\u{9078}\u{53D6}`,
	"selectedAll": `\u{5DF2}\u{9078}\u{53D6}\u{6240}\u{6709}\u{9805}\u{76EE}\u{3002}`,
	"selectedCount": (args, formatter) => `${formatter.plural(args.count, {
		"=0": `\u{672A}\u{9078}\u{53D6}\u{4EFB}\u{4F55}\u{9805}\u{76EE}`,
		one: () => `\u{5DF2}\u{9078}\u{53D6} ${formatter.number(args.count)} \u{500B}\u{9805}\u{76EE}`,
		other: () => `\u{5DF2}\u{9078}\u{53D6} ${formatter.number(args.count)} \u{500B}\u{9805}\u{76EE}`
	})}\u{3002}`,
	"selectedItem": (args) => `\u{5DF2}\u{9078}\u{53D6}\u{300C}${args.item}\u{300D}\u{3002}`
};
// node_modules/react-aria/dist/private/grid/intlStrings.mjs
var $f0d3402d161c642d$exports = {};
$f0d3402d161c642d$exports = {
	"ar-AE": $fb15c364d68571a9$exports,
	"bg-BG": $7749cb6d5493e4f5$exports,
	"cs-CZ": $b8323ca0b03a61c7$exports,
	"da-DK": $1057bd2d9ffb71b2$exports,
	"de-DE": $b4106780a48d8be8$exports,
	"el-GR": $4518bc1dcc9420a7$exports,
	"en-US": $f9f5656778ebfd2d$exports,
	"es-ES": $ad6f2bd08698bcd3$exports,
	"et-EE": $12275897f225851d$exports,
	"fi-FI": $0277e7f5fe6f1bff$exports,
	"fr-FR": $8bd200b116581189$exports,
	"he-IL": $5cad20d2058d9ff4$exports,
	"hr-HR": $4dea078d6dac13bd$exports,
	"hu-HU": $7def316a905ee012$exports,
	"it-IT": $46cdc5c69a76d239$exports,
	"ja-JP": $60e52d4279bf66f4$exports,
	"ko-KR": $7b2d0b5f51ff5e7b$exports,
	"lt-LT": $443ed3f53077cf91$exports,
	"lv-LV": $d928ba4f7f4d579a$exports,
	"nb-NO": $b26dcf15e26dc4ab$exports,
	"nl-NL": $c294aade45cced8f$exports,
	"pl-PL": $42f088f90073466a$exports,
	"pt-BR": $2cbb462c3af29b3f$exports,
	"pt-PT": $bb732f27f34b6026$exports,
	"ro-RO": $3a80dba563c8a09f$exports,
	"ru-RU": $a0d888b9e3d893ba$exports,
	"sk-SK": $5ebe5685fb9fdcb3$exports,
	"sl-SI": $6a03e4d478040fbc$exports,
	"sr-SP": $eba5103b21433a13$exports,
	"sv-SE": $ca04e7102e830455$exports,
	"tr-TR": $d7b534ebde677c3f$exports,
	"uk-UA": $6bfd9245cbb46b69$exports,
	"zh-CN": $e2dc74d09d9623e5$exports,
	"zh-TW": $1eb4dc0eb641ddfa$exports
};
// node_modules/react-aria/dist/private/grid/useGridSelectionAnnouncement.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $parcel$interopDefault$2(a) {
	return a && a.__esModule ? a.default : a;
}
function $2b2556a8276954c1$export$137e594ef3218a10(props, state) {
	let { getRowText = (key) => state.collection.getTextValue?.(key) ?? state.collection.getItem(key)?.textValue } = props;
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$2($f0d3402d161c642d$exports), "@react-aria/grid");
	let selection = state.selectionManager.rawSelection;
	let lastSelection = (0, import_react.useRef)(selection);
	let announceSelectionChange = (0, import_react.useCallback)(() => {
		if (!state.selectionManager.isFocused || selection === lastSelection.current) {
			lastSelection.current = selection;
			return;
		}
		let addedKeys = $2b2556a8276954c1$var$diffSelection(selection, lastSelection.current);
		let removedKeys = $2b2556a8276954c1$var$diffSelection(lastSelection.current, selection);
		let isReplace = state.selectionManager.selectionBehavior === "replace";
		let messages = [];
		if (state.selectionManager.selectedKeys.size === 1 && isReplace) {
			let firstKey = state.selectionManager.selectedKeys.keys().next().value;
			if (firstKey != null && state.collection.getItem(firstKey)) {
				let currentSelectionText = getRowText(firstKey);
				if (currentSelectionText) messages.push(stringFormatter.format("selectedItem", { item: currentSelectionText }));
			}
		} else if (addedKeys.size === 1 && removedKeys.size === 0) {
			let firstKey = addedKeys.keys().next().value;
			if (firstKey != null) {
				let addedText = getRowText(firstKey);
				if (addedText) messages.push(stringFormatter.format("selectedItem", { item: addedText }));
			}
		} else if (removedKeys.size === 1 && addedKeys.size === 0) {
			let firstKey = removedKeys.keys().next().value;
			if (firstKey != null && state.collection.getItem(firstKey)) {
				let removedText = getRowText(firstKey);
				if (removedText) messages.push(stringFormatter.format("deselectedItem", { item: removedText }));
			}
		}
		if (state.selectionManager.selectionMode === "multiple") {
			if (messages.length === 0 || selection === "all" || selection.size > 1 || lastSelection.current === "all" || lastSelection.current?.size > 1) messages.push(selection === "all" ? stringFormatter.format("selectedAll") : stringFormatter.format("selectedCount", { count: selection.size }));
		}
		if (messages.length > 0) $a46cf152bb926da5$export$a9b970dcc4ae71a9(messages.join(" "));
		lastSelection.current = selection;
	}, [
		selection,
		state.selectionManager.selectedKeys,
		state.selectionManager.isFocused,
		state.selectionManager.selectionBehavior,
		state.selectionManager.selectionMode,
		state.collection,
		getRowText,
		stringFormatter
	]);
	$3c71b1595a147f24$export$496315a1608d9602(() => {
		if (state.selectionManager.isFocused) announceSelectionChange();
		else {
			let raf = requestAnimationFrame(announceSelectionChange);
			return () => cancelAnimationFrame(raf);
		}
	}, [selection, state.selectionManager.isFocused]);
}
function $2b2556a8276954c1$var$diffSelection(a, b) {
	let res = /* @__PURE__ */ new Set();
	if (a === "all" || b === "all") return res;
	for (let key of a.keys()) if (!b.has(key)) res.add(key);
	return res;
}
// node_modules/react-aria/dist/private/grid/useHighlightSelectionDescription.mjs
function $parcel$interopDefault$1(a) {
	return a && a.__esModule ? a.default : a;
}
function $40ae3c60ef0e2e61$export$be42ebdab07ae4c2(props) {
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$1($f0d3402d161c642d$exports), "@react-aria/grid");
	let modality = $8f5a2122b0992be3$export$98e20ec92f614cfe();
	let shouldLongPress = (modality === "pointer" || modality === "virtual" || modality == null) && typeof window !== "undefined" && "ontouchstart" in window;
	let interactionDescription = (0, import_react.useMemo)(() => {
		let selectionMode = props.selectionManager.selectionMode;
		let selectionBehavior = props.selectionManager.selectionBehavior;
		let message;
		if (shouldLongPress) message = stringFormatter.format("longPressToSelect");
		return selectionBehavior === "replace" && selectionMode !== "none" && props.hasItemActions ? message : void 0;
	}, [
		props.selectionManager.selectionMode,
		props.selectionManager.selectionBehavior,
		props.hasItemActions,
		stringFormatter,
		shouldLongPress
	]);
	return $121970af65029459$export$f8aeda7b10753fa1(interactionDescription);
}
// node_modules/react-aria/dist/private/gridlist/useGridList.mjs
function $34d813d3524a584a$export$664f9155035607eb(props, state, ref) {
	let { isVirtualized, keyboardDelegate, layoutDelegate, onAction, disallowTypeAhead, linkBehavior = "action", keyboardNavigationBehavior = "arrow", escapeKeyBehavior = "clearSelection", shouldSelectOnPressUp } = props;
	if (!props["aria-label"] && !props["aria-labelledby"]) console.warn("An aria-label or aria-labelledby prop is required for accessibility.");
	let { listProps } = $64903b4b31b6bb2a$export$b95089534ab7c1fd({
		selectionManager: state.selectionManager,
		collection: state.collection,
		disabledKeys: state.disabledKeys,
		ref,
		keyboardDelegate,
		layoutDelegate,
		isVirtualized,
		selectOnFocus: state.selectionManager.selectionBehavior === "replace",
		shouldFocusWrap: props.shouldFocusWrap,
		linkBehavior,
		disallowTypeAhead,
		autoFocus: props.autoFocus,
		escapeKeyBehavior,
		UNSTABLE_focusOnEntry: props.UNSTABLE_focusOnEntry
	});
	let id = $390e54f620492c70$export$f680877a34711e37(props.id);
	$c1c90317e8bffe4d$export$5b9bb410392e3991.set(state, {
		id,
		onAction,
		linkBehavior,
		keyboardNavigationBehavior,
		shouldSelectOnPressUp
	});
	let descriptionProps = $40ae3c60ef0e2e61$export$be42ebdab07ae4c2({
		selectionManager: state.selectionManager,
		hasItemActions: !!onAction
	});
	let hasTabbableChild = $bf14c9739fda2eb3$export$eac1895992b9f3d6(ref, { isDisabled: state.collection.size !== 0 });
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let gridProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
		role: "grid",
		id,
		"aria-multiselectable": state.selectionManager.selectionMode === "multiple" ? "true" : void 0
	}, state.collection.size === 0 ? { tabIndex: hasTabbableChild ? -1 : 0 } : listProps, descriptionProps);
	if (isVirtualized) {
		gridProps["aria-rowcount"] = state.collection.size;
		gridProps["aria-colcount"] = 1;
	}
	$2b2556a8276954c1$export$137e594ef3218a10({}, state);
	return { gridProps };
}
// node_modules/react-aria/dist/private/gridlist/useGridListItem.mjs
var $be7bed9611dd7497$var$EXPANSION_KEYS = {
	expand: {
		ltr: "ArrowRight",
		rtl: "ArrowLeft"
	},
	collapse: {
		ltr: "ArrowLeft",
		rtl: "ArrowRight"
	}
};
function $be7bed9611dd7497$export$9610e69494fadfd2(props, state, ref) {
	let { node, isVirtualized, focusMode = "row", allowsArrowNavigation } = props;
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let { onAction, linkBehavior, keyboardNavigationBehavior, shouldSelectOnPressUp } = $c1c90317e8bffe4d$export$5b9bb410392e3991.get(state);
	let descriptionId = $390e54f620492c70$export$b4cc09c592e8fdb8();
	let keyWhenFocused = (0, import_react.useRef)(null);
	let focus = () => {
		if (ref.current === null) return;
		if (focusMode === "child") {
			if ($23f2114a1b82827e$export$b4f377a2b6254582(ref.current) && ref.current !== $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(ref.current))) return;
			let focusable = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current, { tabbable: true }).firstChild();
			if (focusable) {
				$f192c2f16961cbe0$export$80f3e147d781571c(focusable);
				$51a3e22a5186a962$export$c826860796309d1b(focusable, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(focusable) });
				return;
			}
		}
		if (keyWhenFocused.current != null && node.key !== keyWhenFocused.current || !$23f2114a1b82827e$export$b4f377a2b6254582(ref.current)) $f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
	};
	let treeGridRowProps = {};
	let hasChildRows = props.hasChildItems;
	let hasLink = state.selectionManager.isLink(node.key);
	if (node != null && "expandedKeys" in state) {
		let children = state.collection.getChildren?.(node.key);
		hasChildRows = hasChildRows || [...children ?? []].length > 1;
		if (onAction == null && !hasLink && state.selectionManager.selectionMode === "none" && hasChildRows) onAction = () => state.toggleKey(node.key);
		let isExpanded = hasChildRows ? state.expandedKeys.has(node.key) : void 0;
		let setSize = 1;
		let index = node.index;
		if (node.level >= 0 && node?.parentKey != null) {
			let parent = state.collection.getItem(node.parentKey);
			if (parent) {
				let siblings = $be7bed9611dd7497$var$getDirectChildren(parent, state.collection);
				setSize = [...siblings].filter((row) => row.type === "item").length;
				if (index > 0 && siblings[0].type !== "item") index -= 1;
			}
		} else setSize = [...state.collection].filter((row) => row.level === 0 && row.type === "item").length;
		treeGridRowProps = {
			"aria-expanded": isExpanded,
			"aria-level": node.level + 1,
			"aria-posinset": index + 1,
			"aria-setsize": setSize
		};
	}
	let { itemProps, ...itemStates } = $f6ba6936bfd098a0$export$ecf600387e221c37({
		selectionManager: state.selectionManager,
		key: node.key,
		ref,
		isVirtualized,
		shouldSelectOnPressUp: props.shouldSelectOnPressUp || shouldSelectOnPressUp,
		onAction: onAction || node.props?.onAction ? $a4e76a5424781910$export$e08e3b67e392101e(node.props?.onAction, onAction ? () => onAction(node.key) : void 0) : void 0,
		focus,
		linkBehavior
	});
	let onKeyDownCapture = (e) => {
		let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(ref.current));
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e)) || !ref.current || !activeElement) return;
		let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current);
		walker.currentNode = activeElement;
		if ($be7bed9611dd7497$var$handleTreeExpansionKeys(e, state, node, hasChildRows, direction, activeElement, ref.current, allowsArrowNavigation)) return;
		switch (e.key) {
			case "ArrowLeft":
				if (keyboardNavigationBehavior === "arrow") {
					let focusable = direction === "rtl" ? walker.nextNode() : walker.previousNode();
					if (focusable) {
						e.preventDefault();
						e.stopPropagation();
						$f192c2f16961cbe0$export$80f3e147d781571c(focusable);
						$51a3e22a5186a962$export$c826860796309d1b(focusable, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
					} else {
						e.preventDefault();
						e.stopPropagation();
						if (direction === "rtl") {
							$f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
							$51a3e22a5186a962$export$c826860796309d1b(ref.current, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
						} else {
							walker.currentNode = ref.current;
							let lastElement = $be7bed9611dd7497$var$last(walker);
							if (lastElement) {
								$f192c2f16961cbe0$export$80f3e147d781571c(lastElement);
								$51a3e22a5186a962$export$c826860796309d1b(lastElement, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
							}
						}
					}
				}
				break;
			case "ArrowRight":
				if (keyboardNavigationBehavior === "arrow") {
					let focusable = direction === "rtl" ? walker.previousNode() : walker.nextNode();
					if (focusable) {
						e.preventDefault();
						e.stopPropagation();
						$f192c2f16961cbe0$export$80f3e147d781571c(focusable);
						$51a3e22a5186a962$export$c826860796309d1b(focusable, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
					} else {
						e.preventDefault();
						e.stopPropagation();
						if (direction === "ltr") {
							$f192c2f16961cbe0$export$80f3e147d781571c(ref.current);
							$51a3e22a5186a962$export$c826860796309d1b(ref.current, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
						} else {
							walker.currentNode = ref.current;
							let lastElement = $be7bed9611dd7497$var$last(walker);
							if (lastElement) {
								$f192c2f16961cbe0$export$80f3e147d781571c(lastElement);
								$51a3e22a5186a962$export$c826860796309d1b(lastElement, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
							}
						}
					}
				}
				break;
			case "ArrowUp":
			case "ArrowDown": if (!e.altKey && $23f2114a1b82827e$export$4282f70798064fe0(ref.current, $23f2114a1b82827e$export$e58f029f0fbfdb29(e))) {
				e.stopPropagation();
				e.preventDefault();
				ref.current.parentElement?.dispatchEvent(new KeyboardEvent(e.nativeEvent.type, e.nativeEvent));
			}
		}
	};
	let onFocus = (e) => {
		keyWhenFocused.current = node.key;
		if ($23f2114a1b82827e$export$e58f029f0fbfdb29(e) !== ref.current) {
			if (!$8f5a2122b0992be3$export$b9b3dfddab17db27()) state.selectionManager.setFocusedKey(node.key);
			return;
		}
		if (focusMode === "child" && e.relatedTarget && $23f2114a1b82827e$export$4282f70798064fe0(ref.current, e.relatedTarget)) return;
		requestAnimationFrame(() => {
			if (focusMode === "child" && $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(ref.current)) === ref.current) focus();
		});
	};
	let onKeyDown = (e) => {
		let activeElement = $23f2114a1b82827e$export$cd4e5573fbe2b576($d447af545b77c9f1$export$b204af158042fbac(ref.current));
		if (!$23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, $23f2114a1b82827e$export$e58f029f0fbfdb29(e)) || !ref.current || !activeElement) return;
		if (keyboardNavigationBehavior === "tab") {
			if ($23f2114a1b82827e$export$e58f029f0fbfdb29(e) !== ref.current && e.key !== "Tab") {
				e.stopPropagation();
				return;
			}
			if ($be7bed9611dd7497$var$handleTreeExpansionKeys(e, state, node, hasChildRows, direction, activeElement, ref.current, allowsArrowNavigation)) return;
		}
		switch (e.key) {
			case "Tab": if (keyboardNavigationBehavior === "tab") {
				let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current, { tabbable: true });
				walker.currentNode = activeElement;
				if (e.shiftKey ? walker.previousNode() : walker.nextNode()) e.stopPropagation();
			}
		}
	};
	let syntheticLinkProps = $caaf0dd3060ed57c$export$bdc77b0c0a3a85d6(node.props);
	let linkProps = itemStates.hasAction ? syntheticLinkProps : {};
	let rowProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(itemProps, linkProps, {
		role: "row",
		onKeyDownCapture: keyboardNavigationBehavior === "arrow" || allowsArrowNavigation ? onKeyDownCapture : void 0,
		onFocus,
		"aria-label": node["aria-label"] || node.textValue || void 0,
		"aria-selected": state.selectionManager.canSelectItem(node.key) ? state.selectionManager.isSelected(node.key) : void 0,
		"aria-disabled": state.selectionManager.isDisabled(node.key) || void 0,
		"aria-labelledby": descriptionId && (node["aria-label"] || node.textValue) ? `${$c1c90317e8bffe4d$export$f45c25170b9a99c2(state, node.key)} ${descriptionId}` : void 0,
		id: $c1c90317e8bffe4d$export$f45c25170b9a99c2(state, node.key)
	});
	if (focusMode === "child" && allowsArrowNavigation && keyboardNavigationBehavior === "tab") rowProps.tabIndex = -1;
	let baseOnKeyDown = rowProps.onKeyDown;
	rowProps.onKeyDown = (e) => {
		onKeyDown(e);
		if (!e.isPropagationStopped()) baseOnKeyDown?.(e);
	};
	if (isVirtualized) {
		let { collection } = state;
		rowProps["aria-rowindex"] = [...collection].find((node) => node.type === "section") ? [...collection.getKeys()].filter((key) => collection.getItem(key)?.type !== "section").findIndex((key) => key === node.key) + 1 : node.index + 1;
	}
	let gridCellProps = {
		role: "gridcell",
		"aria-colindex": 1
	};
	return {
		rowProps: { ...$bbaa08b3cd72f041$export$9d1611c77c2fe928(rowProps, treeGridRowProps) },
		gridCellProps,
		descriptionProps: { id: descriptionId },
		...itemStates
	};
}
function $be7bed9611dd7497$var$handleTreeExpansionKeys(e, state, node, hasChildRows, direction, activeElement, rowRef, allowsArrowNavigation) {
	if (!("expandedKeys" in state) || !allowsArrowNavigation && activeElement !== rowRef) return false;
	if (e.key === $be7bed9611dd7497$var$EXPANSION_KEYS["expand"][direction] && state.selectionManager.focusedKey === node.key && hasChildRows && !state.expandedKeys.has(node.key)) {
		state.toggleKey(node.key);
		e.stopPropagation();
		return true;
	} else if (e.key === $be7bed9611dd7497$var$EXPANSION_KEYS["collapse"][direction] && state.selectionManager.focusedKey === node.key) {
		if (hasChildRows && state.expandedKeys.has(node.key)) {
			state.toggleKey(node.key);
			e.stopPropagation();
			return true;
		} else if (!state.expandedKeys.has(node.key) && node.parentKey && state.collection.getItem(node.parentKey)?.type === "item") {
			state.selectionManager.setFocusedKey(node.parentKey);
			e.stopPropagation();
			return true;
		}
	}
	return false;
}
function $be7bed9611dd7497$var$last(walker) {
	let next = null;
	let last = null;
	do {
		last = walker.lastChild();
		if (last) next = last;
	} while (last);
	return next;
}
function $be7bed9611dd7497$var$getDirectChildren(parent, collection) {
	let children = collection.getChildren?.(parent.key);
	let childArray = children ? Array.from(children) : [];
	let node = childArray.length > 0 ? childArray[0] : null;
	let siblings = [];
	while (node) {
		siblings.push(node);
		node = node.nextKey != null ? collection.getItem(node.nextKey) : null;
	}
	return siblings;
}
// node_modules/react-aria/dist/private/tag/useTagGroup.mjs
var $223860f9cb8a07a2$export$653eddfc964b0f8a = /* @__PURE__ */ new WeakMap();
function $223860f9cb8a07a2$export$4f8b5cda58b7e8ff(props, state, ref) {
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let keyboardDelegate = props.keyboardDelegate || new $ae8f8d98b2b18f2f$export$a05409b8bb224a5a({
		collection: state.collection,
		ref,
		orientation: "horizontal",
		direction,
		disabledKeys: state.disabledKeys,
		disabledBehavior: state.selectionManager.disabledBehavior
	});
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		labelElementType: "span"
	});
	let { gridProps } = $34d813d3524a584a$export$664f9155035607eb({
		...props,
		...fieldProps,
		keyboardDelegate,
		shouldFocusWrap: true,
		linkBehavior: "override",
		keyboardNavigationBehavior: "tab"
	}, state, ref);
	let [isFocusWithin, setFocusWithin] = (0, import_react.useState)(false);
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({ onFocusWithinChange: setFocusWithin });
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props);
	let prevCount = (0, import_react.useRef)(state.collection.size);
	(0, import_react.useEffect)(() => {
		if (ref.current && prevCount.current > 0 && state.collection.size === 0 && isFocusWithin) ref.current.focus();
		prevCount.current = state.collection.size;
	}, [
		state.collection.size,
		isFocusWithin,
		ref
	]);
	$223860f9cb8a07a2$export$653eddfc964b0f8a.set(state, { onRemove: props.onRemove });
	return {
		gridProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(gridProps, domProps, {
			role: state.collection.size ? "grid" : "group",
			"aria-atomic": false,
			"aria-relevant": "additions",
			"aria-live": isFocusWithin ? "polite" : "off",
			...focusWithinProps,
			...fieldProps
		}),
		labelProps,
		descriptionProps,
		errorMessageProps
	};
}
// node_modules/react-aria/dist/private/intl/tag/ar-AE.mjs
var $20280e7751d18882$exports = {};
$20280e7751d18882$exports = {
	"removeButtonLabel": `\u{625}\u{632}\u{627}\u{644}\u{629}`,
	"removeDescription": `\u{627}\u{636}\u{63A}\u{637} \u{639}\u{644}\u{649} \u{645}\u{641}\u{62A}\u{627}\u{62D} DELETE \u{644}\u{625}\u{632}\u{627}\u{644}\u{629} \u{639}\u{644}\u{627}\u{645}\u{629}.`
};
// node_modules/react-aria/dist/private/intl/tag/bg-BG.mjs
var $f1187d4416e18442$exports = {};
$f1187d4416e18442$exports = {
	"removeButtonLabel": `\u{41F}\u{440}\u{435}\u{43C}\u{430}\u{445}\u{432}\u{430}\u{43D}\u{435}`,
	"removeDescription": `\u{41D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{435}\u{442}\u{435} Delete, \u{437}\u{430} \u{434}\u{430} \u{43F}\u{440}\u{435}\u{43C}\u{430}\u{445}\u{43D}\u{435}\u{442}\u{435} \u{43C}\u{430}\u{440}\u{43A}\u{435}\u{440}\u{430}.`
};
// node_modules/react-aria/dist/private/intl/tag/cs-CZ.mjs
var $be15883e6181a852$exports = {};
$be15883e6181a852$exports = {
	"removeButtonLabel": `Odebrat`,
	"removeDescription": `Stisknut\xedm kl\xe1vesy Delete odeberete zna\u{10D}ku.`
};
// node_modules/react-aria/dist/private/intl/tag/da-DK.mjs
var $87bbc6bd6a045cd5$exports = {};
$87bbc6bd6a045cd5$exports = {
	"removeButtonLabel": `Fjern`,
	"removeDescription": `Tryk p\xe5 Slet for at fjerne tag.`
};
// node_modules/react-aria/dist/private/intl/tag/de-DE.mjs
var $9205ee863542906a$exports = {};
$9205ee863542906a$exports = {
	"removeButtonLabel": `Entfernen`,
	"removeDescription": `Auf \u{201E}L\xf6schen\u{201C} dr\xfccken, um das Tag zu entfernen.`
};
// node_modules/react-aria/dist/private/intl/tag/el-GR.mjs
var $cbf667bd46d90afe$exports = {};
$cbf667bd46d90afe$exports = {
	"removeButtonLabel": `\u{39A}\u{3B1}\u{3C4}\u{3AC}\u{3C1}\u{3B3}\u{3B7}\u{3C3}\u{3B7}`,
	"removeDescription": `\u{3A0}\u{3B1}\u{3C4}\u{3AE}\u{3C3}\u{3C4}\u{3B5} \u{394}\u{3B9}\u{3B1}\u{3B3}\u{3C1}\u{3B1}\u{3C6}\u{3AE} \u{3B3}\u{3B9}\u{3B1} \u{3BD}\u{3B1} \u{3BA}\u{3B1}\u{3C4}\u{3B1}\u{3C1}\u{3B3}\u{3AE}\u{3C3}\u{3B5}\u{3C4}\u{3B5} \u{3C4}\u{3B7}\u{3BD} \u{3B5}\u{3C4}\u{3B9}\u{3BA}\u{3AD}\u{3C4}\u{3B1}.`
};
// node_modules/react-aria/dist/private/intl/tag/en-US.mjs
var $86befe85692caa5e$exports = {};
$86befe85692caa5e$exports = {
	"removeDescription": `Press Delete to remove tag.`,
	"removeButtonLabel": `Remove`
};
// node_modules/react-aria/dist/private/intl/tag/es-ES.mjs
var $820860ff69b4d53e$exports = {};
$820860ff69b4d53e$exports = {
	"removeButtonLabel": `Quitar`,
	"removeDescription": `Pulse Eliminar para quitar la etiqueta.`
};
// node_modules/react-aria/dist/private/intl/tag/et-EE.mjs
var $69db28e4ed958394$exports = {};
$69db28e4ed958394$exports = {
	"removeButtonLabel": `Eemalda`,
	"removeDescription": `Sildi eemaldamiseks vajutage kustutusklahvi Delete.`
};
// node_modules/react-aria/dist/private/intl/tag/fi-FI.mjs
var $39d81641bfeda51f$exports = {};
$39d81641bfeda51f$exports = {
	"removeButtonLabel": `Poista`,
	"removeDescription": `Poista tunniste painamalla Poista-painiketta.`
};
// node_modules/react-aria/dist/private/intl/tag/fr-FR.mjs
var $25dc53e39d7a27ee$exports = {};
$25dc53e39d7a27ee$exports = {
	"removeButtonLabel": `Supprimer`,
	"removeDescription": `Appuyez sur Supprimer pour supprimer l\u{2019}\xe9tiquette.`
};
// node_modules/react-aria/dist/private/intl/tag/he-IL.mjs
var $5e9e2094eb0f96cf$exports = {};
$5e9e2094eb0f96cf$exports = {
	"removeButtonLabel": `\u{5D4}\u{5E1}\u{5E8}`,
	"removeDescription": `\u{5DC}\u{5D7}\u{5E5} \u{5E2}\u{5DC} \u{5DE}\u{5D7}\u{5E7} \u{5DB}\u{5D3}\u{5D9} \u{5DC}\u{5D4}\u{5E1}\u{5D9}\u{5E8} \u{5EA}\u{5D2}.`
};
// node_modules/react-aria/dist/private/intl/tag/hr-HR.mjs
var $6157c9954e0b6191$exports = {};
$6157c9954e0b6191$exports = {
	"removeButtonLabel": `Ukloni`,
	"removeDescription": `Pritisnite Delete za uklanjanje oznake.`
};
// node_modules/react-aria/dist/private/intl/tag/hu-HU.mjs
var $f0c9ecd45a629623$exports = {};
$f0c9ecd45a629623$exports = {
	"removeButtonLabel": `Elt\xe1vol\xedt\xe1s`,
	"removeDescription": `Nyomja meg a Delete billenty\u{171}t a c\xedmke elt\xe1vol\xedt\xe1s\xe1hoz.`
};
// node_modules/react-aria/dist/private/intl/tag/it-IT.mjs
var $2dd1894272e6d5f5$exports = {};
$2dd1894272e6d5f5$exports = {
	"removeButtonLabel": `Rimuovi`,
	"removeDescription": `Premi Elimina per rimuovere il tag.`
};
// node_modules/react-aria/dist/private/intl/tag/ja-JP.mjs
var $a2ec1bfcd7856caa$exports = {};
$a2ec1bfcd7856caa$exports = {
	"removeButtonLabel": `\u{524A}\u{9664}`,
	"removeDescription": `\u{30BF}\u{30B0}\u{3092}\u{524A}\u{9664}\u{3059}\u{308B}\u{306B}\u{306F}\u{3001}Delete \u{30AD}\u{30FC}\u{3092}\u{62BC}\u{3057}\u{307E}\u{3059}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/tag/ko-KR.mjs
var $0b4f3a4ee068274f$exports = {};
$0b4f3a4ee068274f$exports = {
	"removeButtonLabel": `\u{C81C}\u{AC70}`,
	"removeDescription": `\u{D0DC}\u{ADF8}\u{B97C} \u{C81C}\u{AC70}\u{D558}\u{B824}\u{BA74} Delete \u{D0A4}\u{B97C} \u{B204}\u{B974}\u{C2ED}\u{C2DC}\u{C624}.`
};
// node_modules/react-aria/dist/private/intl/tag/lt-LT.mjs
var $94ea096d46664c2a$exports = {};
$94ea096d46664c2a$exports = {
	"removeButtonLabel": `Pa\u{161}alinti`,
	"removeDescription": `Nor\u{117}dami pa\u{161}alinti \u{17E}ym\u{105}, paspauskite \u{201E}Delete\u{201C} klavi\u{161}\u{105}.`
};
// node_modules/react-aria/dist/private/intl/tag/lv-LV.mjs
var $5ab25ba52a4fc5fe$exports = {};
$5ab25ba52a4fc5fe$exports = {
	"removeButtonLabel": `No\u{146}emt`,
	"removeDescription": `Nospiediet Delete [Dz\u{113}st], lai no\u{146}emtu tagu.`
};
// node_modules/react-aria/dist/private/intl/tag/nb-NO.mjs
var $8664c125579aad3b$exports = {};
$8664c125579aad3b$exports = {
	"removeButtonLabel": `Fjern`,
	"removeDescription": `Trykk p\xe5 Slett for \xe5 fjerne taggen.`
};
// node_modules/react-aria/dist/private/intl/tag/nl-NL.mjs
var $8b8307f7979e9601$exports = {};
$8b8307f7979e9601$exports = {
	"removeButtonLabel": `Verwijderen`,
	"removeDescription": `Druk op Verwijderen om de tag te verwijderen.`
};
// node_modules/react-aria/dist/private/intl/tag/pl-PL.mjs
var $fc2b20ad3e18d428$exports = {};
$fc2b20ad3e18d428$exports = {
	"removeButtonLabel": `Usu\u{144}`,
	"removeDescription": `Naci\u{15B}nij Usu\u{144}, aby usun\u{105}\u{107} znacznik.`
};
// node_modules/react-aria/dist/private/intl/tag/pt-BR.mjs
var $10f26aa1cfdb1c9f$exports = {};
$10f26aa1cfdb1c9f$exports = {
	"removeButtonLabel": `Remover`,
	"removeDescription": `Pressione Delete para remover a tag.`
};
// node_modules/react-aria/dist/private/intl/tag/pt-PT.mjs
var $32bc609604120001$exports = {};
$32bc609604120001$exports = {
	"removeButtonLabel": `Eliminar`,
	"removeDescription": `Prima Delete para eliminar a tag.`
};
// node_modules/react-aria/dist/private/intl/tag/ro-RO.mjs
var $3bbcff21376a0476$exports = {};
$3bbcff21376a0476$exports = {
	"removeButtonLabel": `\xcendep\u{103}rta\u{163}i`,
	"removeDescription": `Ap\u{103}sa\u{21B}i pe Delete (\u{218}tergere) pentru a elimina eticheta.`
};
// node_modules/react-aria/dist/private/intl/tag/ru-RU.mjs
var $54717c47d92e7a92$exports = {};
$54717c47d92e7a92$exports = {
	"removeButtonLabel": `\u{423}\u{434}\u{430}\u{43B}\u{438}\u{442}\u{44C}`,
	"removeDescription": `\u{41D}\u{430}\u{436}\u{43C}\u{438}\u{442}\u{435} DELETE, \u{447}\u{442}\u{43E}\u{431}\u{44B} \u{443}\u{434}\u{430}\u{43B}\u{438}\u{442}\u{44C} \u{442}\u{435}\u{433}.`
};
// node_modules/react-aria/dist/private/intl/tag/sk-SK.mjs
var $59aa54360d27f339$exports = {};
$59aa54360d27f339$exports = {
	"removeButtonLabel": `Odstr\xe1ni\u{165}`,
	"removeDescription": `Ak chcete odstr\xe1ni\u{165} zna\u{10D}ku, stla\u{10D}te kl\xe1ves Delete.`
};
// node_modules/react-aria/dist/private/intl/tag/sl-SI.mjs
var $de07b4eb19bfbc3a$exports = {};
$de07b4eb19bfbc3a$exports = {
	"removeButtonLabel": `Odstrani`,
	"removeDescription": `Pritisnite Delete, da odstranite oznako.`
};
// node_modules/react-aria/dist/private/intl/tag/sr-SP.mjs
var $e99d9c77cf4a7b4f$exports = {};
$e99d9c77cf4a7b4f$exports = {
	"removeButtonLabel": `Ukloni`,
	"removeDescription": `Pritisnite Obri\u{161}i da biste uklonili oznaku.`
};
// node_modules/react-aria/dist/private/intl/tag/sv-SE.mjs
var $710e3e95d2a199c9$exports = {};
$710e3e95d2a199c9$exports = {
	"removeButtonLabel": `Ta bort`,
	"removeDescription": `Tryck p\xe5 Radera f\xf6r att ta bort taggen.`
};
// node_modules/react-aria/dist/private/intl/tag/tr-TR.mjs
var $0e55c776c1bcfcb6$exports = {};
$0e55c776c1bcfcb6$exports = {
	"removeButtonLabel": `Kald\u{131}r`,
	"removeDescription": `Etiketi kald\u{131}rmak i\xe7in Sil tu\u{15F}una bas\u{131}n.`
};
// node_modules/react-aria/dist/private/intl/tag/uk-UA.mjs
var $18523129a261d712$exports = {};
$18523129a261d712$exports = {
	"removeButtonLabel": `\u{412}\u{438}\u{43B}\u{443}\u{447}\u{438}\u{442}\u{438}`,
	"removeDescription": `\u{41D}\u{430}\u{442}\u{438}\u{441}\u{43D}\u{456}\u{442}\u{44C} Delete, \u{449}\u{43E}\u{431} \u{432}\u{438}\u{43B}\u{443}\u{447}\u{438}\u{442}\u{438} \u{442}\u{435}\u{433}.`
};
// node_modules/react-aria/dist/private/intl/tag/zh-CN.mjs
var $2407c222bf8df5ec$exports = {};
$2407c222bf8df5ec$exports = {
	"removeButtonLabel": `\u{5220}\u{9664}`,
	"removeDescription": `\u{6309}\u{4E0B}\u{201C}\u{5220}\u{9664}\u{201D}\u{4EE5}\u{5220}\u{9664}\u{6807}\u{8BB0}\u{3002}`
};
// node_modules/react-aria/dist/private/intl/tag/zh-TW.mjs
var $b96bdf8456dd3b44$exports = {};
$b96bdf8456dd3b44$exports = {
	"removeButtonLabel": `\u{79FB}\u{9664}`,
	"removeDescription": `\u{6309} Delete \u{9375}\u{4EE5}\u{79FB}\u{9664}\u{6A19}\u{8A18}\u{3002}`
};
// node_modules/react-aria/dist/private/tag/intlStrings.mjs
var $c861dd473ab3d00c$exports = {};
$c861dd473ab3d00c$exports = {
	"ar-AE": $20280e7751d18882$exports,
	"bg-BG": $f1187d4416e18442$exports,
	"cs-CZ": $be15883e6181a852$exports,
	"da-DK": $87bbc6bd6a045cd5$exports,
	"de-DE": $9205ee863542906a$exports,
	"el-GR": $cbf667bd46d90afe$exports,
	"en-US": $86befe85692caa5e$exports,
	"es-ES": $820860ff69b4d53e$exports,
	"et-EE": $69db28e4ed958394$exports,
	"fi-FI": $39d81641bfeda51f$exports,
	"fr-FR": $25dc53e39d7a27ee$exports,
	"he-IL": $5e9e2094eb0f96cf$exports,
	"hr-HR": $6157c9954e0b6191$exports,
	"hu-HU": $f0c9ecd45a629623$exports,
	"it-IT": $2dd1894272e6d5f5$exports,
	"ja-JP": $a2ec1bfcd7856caa$exports,
	"ko-KR": $0b4f3a4ee068274f$exports,
	"lt-LT": $94ea096d46664c2a$exports,
	"lv-LV": $5ab25ba52a4fc5fe$exports,
	"nb-NO": $8664c125579aad3b$exports,
	"nl-NL": $8b8307f7979e9601$exports,
	"pl-PL": $fc2b20ad3e18d428$exports,
	"pt-BR": $10f26aa1cfdb1c9f$exports,
	"pt-PT": $32bc609604120001$exports,
	"ro-RO": $3bbcff21376a0476$exports,
	"ru-RU": $54717c47d92e7a92$exports,
	"sk-SK": $59aa54360d27f339$exports,
	"sl-SI": $de07b4eb19bfbc3a$exports,
	"sr-SP": $e99d9c77cf4a7b4f$exports,
	"sv-SE": $710e3e95d2a199c9$exports,
	"tr-TR": $0e55c776c1bcfcb6$exports,
	"uk-UA": $18523129a261d712$exports,
	"zh-CN": $2407c222bf8df5ec$exports,
	"zh-TW": $b96bdf8456dd3b44$exports
};
// node_modules/react-aria/dist/private/tag/useTag.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
function $8b763916586fd6a6$export$3f568fff7dff2f03(props, state, ref) {
	let { item } = props;
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($c861dd473ab3d00c$exports), "@react-aria/tag");
	let buttonId = $390e54f620492c70$export$f680877a34711e37();
	let { onRemove } = $223860f9cb8a07a2$export$653eddfc964b0f8a.get(state) || {};
	let { rowProps, gridCellProps, ...states } = $be7bed9611dd7497$export$9610e69494fadfd2({ node: item }, state, ref);
	let { descriptionProps: _, ...stateWithoutDescription } = states;
	let isDisabled = state.disabledKeys.has(item.key) || item.props.isDisabled;
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		isDisabled,
		shortcuts: {
			Delete: () => {
				if (state.selectionManager.isSelected(item.key)) onRemove?.(new Set(state.selectionManager.selectedKeys));
				else onRemove?.(/* @__PURE__ */ new Set([item.key]));
			},
			Backspace: () => {
				if (state.selectionManager.isSelected(item.key)) onRemove?.(new Set(state.selectionManager.selectedKeys));
				else onRemove?.(/* @__PURE__ */ new Set([item.key]));
			}
		},
		allowRepeats: true
	});
	let modality = $8f5a2122b0992be3$export$98e20ec92f614cfe();
	if (modality === "virtual" && typeof window !== "undefined" && "ontouchstart" in window) modality = "pointer";
	let description = onRemove && (modality === "keyboard" || modality === "virtual") ? stringFormatter.format("removeDescription") : "";
	let descProps = $121970af65029459$export$f8aeda7b10753fa1(description);
	let isItemFocused = item.key === state.selectionManager.focusedKey;
	let isFocused = state.selectionManager.focusedKey != null;
	let tabIndex = -1;
	if (!isDisabled && (isItemFocused || !isFocused)) tabIndex = 0;
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(item.props);
	let linkProps = $caaf0dd3060ed57c$export$bdc77b0c0a3a85d6(item.props);
	let { focusableProps } = $d1116acdf220c2da$export$4c014de7c8940b4c({
		...item.props,
		isDisabled
	}, ref);
	return {
		removeButtonProps: {
			"aria-label": stringFormatter.format("removeButtonLabel"),
			"aria-labelledby": `${buttonId} ${rowProps.id}`,
			isDisabled,
			id: buttonId,
			onPress: () => onRemove ? onRemove(/* @__PURE__ */ new Set([item.key])) : null
		},
		rowProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(focusableProps, rowProps, domProps, linkProps, {
			tabIndex,
			...onRemove ? keyboardProps : {},
			"aria-describedby": descProps["aria-describedby"]
		}),
		gridCellProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(gridCellProps, {
			"aria-errormessage": props["aria-errormessage"],
			"aria-label": props["aria-label"]
		}),
		...stateWithoutDescription,
		allowsRemoving: !!onRemove
	};
}
// node_modules/react-aria-components/dist/private/TagGroup.mjs
var $3df3ddf5bafbc7b1$export$5b07b5dd2cbd96e3 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $3df3ddf5bafbc7b1$export$e755ce3685dd0ca9 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $3df3ddf5bafbc7b1$export$67ea30858aaf75e3 = /*#__PURE__*/ (0, import_react.forwardRef)(function TagGroup(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $3df3ddf5bafbc7b1$export$5b07b5dd2cbd96e3);
	return /*#__PURE__*/ import_react.createElement($928221da08ecbc62$export$7c5906fe4f1f2af2.Provider, { value: null }, /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content: props.children }, (collection) => /*#__PURE__*/ import_react.createElement($3df3ddf5bafbc7b1$var$TagGroupInner, {
		props,
		forwardedRef: ref,
		collection
	})));
});
function $3df3ddf5bafbc7b1$var$TagGroupInner({ props, forwardedRef: ref, collection }) {
	let tagListRef = (0, import_react.useRef)(null);
	let { id, ...otherProps } = props;
	[otherProps, tagListRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(otherProps, tagListRef, $4b38b5b75ecc6208$export$b0d3ecf7112093a7);
	let { filter, shouldUseVirtualFocus, ...DOMCollectionProps } = otherProps;
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let tagGroupState = $b14b6f590b50af39$export$2f645645f7bca764({
		...DOMCollectionProps,
		children: void 0,
		collection
	});
	let filteredState = $b14b6f590b50af39$export$ba9d38c0f1bf2b36(tagGroupState, filter);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(otherProps, { global: true });
	let domPropOverrides = Object.fromEntries(Object.entries(domProps).map(([k, val]) => [k, k === "id" ? val : void 0]));
	let { gridProps, labelProps, descriptionProps, errorMessageProps } = $223860f9cb8a07a2$export$4f8b5cda58b7e8ff({
		...DOMCollectionProps,
		...domPropOverrides,
		label
	}, filteredState, tagListRef);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		render: props.render,
		...domProps,
		id,
		ref,
		slot: props.slot || void 0,
		className: props.className ?? "react-aria-TagGroup",
		style: props.style
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			elementType: "span",
			ref: labelRef
		}],
		[$3df3ddf5bafbc7b1$export$e755ce3685dd0ca9, {
			...gridProps,
			ref: tagListRef
		}],
		[$928221da08ecbc62$export$7c5906fe4f1f2af2, filteredState],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }]
	] }, props.children));
}
var $3df3ddf5bafbc7b1$export$f9fef0f55402315b = /*#__PURE__*/ (0, import_react.forwardRef)(function TagList(props, ref) {
	return (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2) ? /*#__PURE__*/ import_react.createElement($3df3ddf5bafbc7b1$var$TagListInner, {
		props,
		forwardedRef: ref
	}) : /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$fb8073518f34e6ec, props);
});
function $3df3ddf5bafbc7b1$var$TagListInner({ props, forwardedRef }) {
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	let { CollectionRoot } = (0, import_react.useContext)($263ab7fc0f95ccdb$export$4feb769f8ddf26c5);
	let [gridProps, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415({}, forwardedRef, $3df3ddf5bafbc7b1$export$e755ce3685dd0ca9);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let renderValues = {
		isEmpty: state.collection.size === 0,
		isFocused,
		isFocusVisible,
		state
	};
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		children: void 0,
		defaultClassName: "react-aria-TagList",
		values: renderValues
	});
	let persistedKeys = $263ab7fc0f95ccdb$export$90e00781bc59d8f9(state.selectionManager.focusedKey);
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, gridProps, focusProps),
		ref,
		"data-empty": state.collection.size === 0 || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0
	}, /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$export$758399f318e6385a, null, state.collection.size === 0 && props.renderEmptyState ? props.renderEmptyState(renderValues) : /*#__PURE__*/ import_react.createElement(CollectionRoot, {
		collection: state.collection,
		persistedKeys
	})));
}
var $3df3ddf5bafbc7b1$export$3288d34c523a1192 = /*#__PURE__*/ $42ceafc619f9c3ba$export$18af5c7a9e9b3664($6f0c29017aeec335$export$fd11f34e1d07f134, (props, forwardedRef, item) => {
	let state = (0, import_react.useContext)($928221da08ecbc62$export$7c5906fe4f1f2af2);
	let ref = $03e8ab2d84d7657a$export$4338b53315abf666(forwardedRef);
	let { focusProps, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f({ within: false });
	let { rowProps, gridCellProps, removeButtonProps, ...states } = $8b763916586fd6a6$export$3f568fff7dff2f03({ item }, state, ref);
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		isDisabled: !states.allowsSelection && !states.hasAction,
		onHoverStart: item.props.onHoverStart,
		onHoverChange: item.props.onHoverChange,
		onHoverEnd: item.props.onHoverEnd
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		id: void 0,
		children: item.rendered,
		defaultClassName: "react-aria-Tag",
		values: {
			...states,
			isFocusVisible,
			isHovered,
			selectionMode: state.selectionManager.selectionMode,
			selectionBehavior: state.selectionManager.selectionBehavior
		}
	});
	(0, import_react.useEffect)(() => {
		if (!item.textValue && false);
	}, [item.textValue]);
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	delete DOMProps.onClick;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		ref,
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, rowProps, focusProps, hoverProps),
		"data-selected": states.isSelected || void 0,
		"data-disabled": states.isDisabled || void 0,
		"data-hovered": isHovered || void 0,
		"data-focused": states.isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-pressed": states.isPressed || void 0,
		"data-allows-removing": states.allowsRemoving || void 0,
		"data-selection-mode": state.selectionManager.selectionMode === "none" ? void 0 : state.selectionManager.selectionMode
	}, /*#__PURE__*/ import_react.createElement("div", {
		...gridCellProps,
		style: { display: "contents" }
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$7705c033048f6da7$export$24d547caef80ccd1, { slots: { remove: removeButtonProps } }],
		[$263ab7fc0f95ccdb$export$4feb769f8ddf26c5, $263ab7fc0f95ccdb$export$a164736487e3f0ae],
		[$91fe5e721c7f36c1$export$c9549807523555e0, { isSelected: states.isSelected }]
	] }, renderProps.children)));
});
// libs/ui/src/components/TagInput/TagInput.css.ts
var tagInput = "_11z7v760";
var tagInputTag = createRuntimeFn({
	defaultClassName: "_11z7v762",
	variantClassNames: { size: {
		sm: "_11z7v763",
		md: "_11z7v764"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/TagInput/TagInput.tsx
var import_jsx_runtime = require_jsx_runtime();
var isNew = (choice) => "isNew" in choice && choice.isNew === true;
var keyOf = (choice) => isNew(choice) ? `new:${vocabularyKey(choice.value)}` : choice._id;
/**
* The tags/genres/platforms input (SPEC.md §5): a react-aria `ComboBox` to choose vocabulary entries
* or type new ones (Enter), and a `TagGroup` of the chosen, removable with their button or
* Backspace/Delete. A value equal to a chosen one (case-insensitive) is not added twice; new
* values carry a "новый" marker.
*/
function TagInput({ vocabulary, value, defaultValue = [], onChange, label, "aria-label": ariaLabel, description, isInvalid, errorMessage, placeholder = "Начните вводить", isDisabled, size, className }) {
	const [kept, setKept] = (0, import_react.useState)(defaultValue);
	const [text, setText] = (0, import_react.useState)("");
	const chosen = value ?? kept;
	const commit = (next) => {
		setText("");
		if (next.length === chosen.length) return;
		setKept(next);
		onChange?.(next);
	};
	const add = (input) => commit(addVocabularyValue({
		chosen,
		vocabulary,
		input
	}));
	const chosenKeys = new Set(chosen.map((choice) => vocabularyKey(choice.value)));
	const query = vocabularyKey(text);
	const options = query === "" ? [] : vocabulary.filter((entry) => !chosenKeys.has(vocabularyKey(entry.value)) && vocabularyKey(entry.value).includes(query));
	const onKeyDown = (event) => {
		if (event.key !== "Enter" || event.currentTarget.getAttribute("aria-activedescendant")) return;
		if (vocabularyKey(text) === "") return;
		event.preventDefault();
		add(text);
	};
	const tagsLabel = typeof label === "string" ? `${label}: выбрано` : "Выбрано";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${tagInput} ${className}` : tagInput,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($dbdc5e6e7ce01b4b$export$72b9695b8216309a, {
			"aria-label": ariaLabel,
			items: options,
			value: null,
			inputValue: text,
			onInputChange: setText,
			onChange: (key) => {
				const entry = vocabulary.find((candidate) => candidate._id === key);
				if (entry) add(entry.value);
			},
			allowsCustomValue: true,
			isDisabled,
			isInvalid,
			className: fieldRoot,
			children: [
				label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
					className: "_1elsa6x1",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
					placeholder,
					className: fieldInput({ size }),
					onKeyDown
				}),
				description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
					slot: "description",
					className: "_1elsa6x2",
					children: description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
					className: fieldError,
					children: errorMessage
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
					className: listPopover,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$41f133550aa26f48, {
						className: listBox,
						children: (entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$a11e76429ed99b4, {
							id: entry._id,
							textValue: entry.value,
							className: listOption,
							children: entry.value
						})
					})
				})
			]
		}), chosen.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($3df3ddf5bafbc7b1$export$67ea30858aaf75e3, {
			"aria-label": ariaLabel ? `${ariaLabel}: выбрано` : tagsLabel,
			onRemove: (keys) => commit(chosen.filter((choice) => !keys.has(keyOf(choice)))),
			disabledKeys: isDisabled ? chosen.map(keyOf) : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($3df3ddf5bafbc7b1$export$f9fef0f55402315b, {
				className: "_11z7v761",
				children: chosen.map((choice) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($3df3ddf5bafbc7b1$export$3288d34c523a1192, {
					id: keyOf(choice),
					textValue: isNew(choice) ? `${choice.value} (новый)` : choice.value,
					className: tagInputTag({ size }),
					children: [
						choice.value,
						isNew(choice) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "_11z7v765",
							children: "новый"
						}),
						!isDisabled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
							slot: "remove",
							className: "_11z7v766",
							"aria-label": "Удалить",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
								size: "1em",
								"aria-hidden": true
							})
						})
					]
				}, keyOf(choice)))
			})
		})]
	});
}
export { TagInput as t };

//# sourceMappingURL=TagInput-CKyTYXpN.js.map