import { t as Check } from "./check-CrR9ylBG.js";
import { R as fieldError, V as fieldRoot, tt as ChevronDown, z as fieldInput } from "../entry-server.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, Lt as $a4e76a5424781910$export$e08e3b67e392101e, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, W as $8f5a2122b0992be3$export$8397ddfc504fdb9a, a as $7705c033048f6da7$export$353f5b6fc5456de1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, g as $0c4a58759813079a$export$4e328f61c538687f, i as $7705c033048f6da7$export$24d547caef80ccd1, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, lt as $23f2114a1b82827e$export$4282f70798064fe0, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, p as $43a3b93638fe5db9$export$75b6ee27786ba447, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a, r as $1f3c3b1a70cec653$export$f551688fc98f2e09, t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { a as $928221da08ecbc62$export$7c5906fe4f1f2af2, i as $928221da08ecbc62$export$41f133550aa26f48, o as $928221da08ecbc62$export$7ff8f37d2d81a48d, r as listPopover, s as $928221da08ecbc62$export$a11e76429ed99b4, t as listBox } from "./list-popup.css-jNplL34g.js";
import { O as $ae8f8d98b2b18f2f$export$a05409b8bb224a5a, c as $f19b83c1486f45cc$export$dc9c12ed27dd1b49, d as $f11fb0bcf1b2687a$export$61c6a8c84e605fb6, i as $f2ff30fde7b014be$export$d2f961adcb0afbe, l as $542a13ca2fa5b484$export$5b6b19405a83ff9d, u as $542a13ca2fa5b484$export$9b9a0cd73afb7ca4 } from "./Dialog-BVV4XIn9.js";
import { t as $673d46fce3e5717d$export$a16aca283550c30d } from "./useCollator-DMa4zt-g.js";
import { d as $f5a4a9a3486154da$export$e32c88dfddc6e1d8, y as $42ceafc619f9c3ba$export$bf788dd355e3a401 } from "./animation-DbzJvMWS.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, t as $860f7da480e22816$export$b8473d3665f3a75a } from "./useFormValidation-CInOjrns.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, s as $ea3928288112382f$export$a966af930f325cab } from "./FocusScope-C0vcqR63.js";
import { t as $b14b6f590b50af39$export$2f645645f7bca764 } from "./useListState-DfaxnZtm.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria-components/dist/private/intl/ar-AE.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $8700ca6f74b7a3bb$exports = {};
$8700ca6f74b7a3bb$exports = {
	"colorSwatchPicker": `\u{62A}\u{63A}\u{64A}\u{64A}\u{631}\u{627}\u{62A} \u{627}\u{644}\u{623}\u{644}\u{648}\u{627}\u{646}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{62D}\u{62F}\u{62F} \u{639}\u{646}\u{635}\u{631}\u{64B}\u{627}`,
	"tableResizer": `\u{623}\u{62F}\u{627}\u{629} \u{62A}\u{63A}\u{64A}\u{64A}\u{631} \u{627}\u{644}\u{62D}\u{62C}\u{645}`
};
// node_modules/react-aria-components/dist/private/intl/bg-BG.mjs
var $0c7dfa0e49fba847$exports = {};
$0c7dfa0e49fba847$exports = {
	"colorSwatchPicker": `\u{426}\u{432}\u{435}\u{442}\u{43E}\u{432}\u{438} \u{43C}\u{43E}\u{441}\u{442}\u{440}\u{438}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{418}\u{437}\u{431}\u{435}\u{440}\u{435}\u{442}\u{435} \u{43F}\u{440}\u{435}\u{434}\u{43C}\u{435}\u{442}`,
	"tableResizer": `\u{41F}\u{440}\u{435}\u{43E}\u{440}\u{430}\u{437}\u{43C}\u{435}\u{440}\u{438}\u{442}\u{435}\u{43B}`
};
// node_modules/react-aria-components/dist/private/intl/cs-CZ.mjs
var $0c58c085e8473442$exports = {};
$0c58c085e8473442$exports = {
	"colorSwatchPicker": `Vzorky barev`,
	"dropzoneLabel": `M\xedsto pro p\u{159}eta\u{17E}en\xed`,
	"selectPlaceholder": `Vyberte polo\u{17E}ku`,
	"tableResizer": `Zm\u{11B}na velikosti`
};
// node_modules/react-aria-components/dist/private/intl/da-DK.mjs
var $6b7d29a94eebcc3f$exports = {};
$6b7d29a94eebcc3f$exports = {
	"colorSwatchPicker": `Farvepr\xf8ver`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `V\xe6lg et element`,
	"tableResizer": `St\xf8rrelses\xe6ndring`
};
// node_modules/react-aria-components/dist/private/intl/de-DE.mjs
var $74fbc8121aba83f1$exports = {};
$74fbc8121aba83f1$exports = {
	"colorSwatchPicker": `Farbfelder`,
	"dropzoneLabel": `Ablegebereich`,
	"selectPlaceholder": `Element w\xe4hlen`,
	"tableResizer": `Gr\xf6\xdfenanpassung`
};
// node_modules/react-aria-components/dist/private/intl/el-GR.mjs
var $87d5d863f4752089$exports = {};
$87d5d863f4752089$exports = {
	"colorSwatchPicker": `\u{3A7}\u{3C1}\u{3C9}\u{3BC}\u{3B1}\u{3C4}\u{3B9}\u{3BA}\u{3AC} \u{3B4}\u{3B5}\u{3AF}\u{3B3}\u{3BC}\u{3B1}\u{3C4}\u{3B1}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3AD}\u{3BE}\u{3C4}\u{3B5} \u{3AD}\u{3BD}\u{3B1} \u{3B1}\u{3BD}\u{3C4}\u{3B9}\u{3BA}\u{3B5}\u{3AF}\u{3BC}\u{3B5}\u{3BD}\u{3BF}`,
	"tableResizer": `\u{391}\u{3BB}\u{3BB}\u{3B1}\u{3B3}\u{3AE} \u{3BC}\u{3B5}\u{3B3}\u{3AD}\u{3B8}\u{3BF}\u{3C5}\u{3C2}`
};
// node_modules/react-aria-components/dist/private/intl/en-US.mjs
var $8977cb565542571b$exports = {};
$8977cb565542571b$exports = {
	"selectPlaceholder": `Select an item`,
	"tableResizer": `Resizer`,
	"dropzoneLabel": `DropZone`,
	"colorSwatchPicker": `Color swatches`
};
// node_modules/react-aria-components/dist/private/intl/es-ES.mjs
var $83d09a059cc4fa14$exports = {};
$83d09a059cc4fa14$exports = {
	"colorSwatchPicker": `Muestras de colores`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Seleccionar un art\xedculo`,
	"tableResizer": `Cambiador de tama\xf1o`
};
// node_modules/react-aria-components/dist/private/intl/et-EE.mjs
var $21e1d1ca29e01129$exports = {};
$21e1d1ca29e01129$exports = {
	"colorSwatchPicker": `V\xe4rvin\xe4idised`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Valige \xfcksus`,
	"tableResizer": `Suuruse muutja`
};
// node_modules/react-aria-components/dist/private/intl/fi-FI.mjs
var $c3b6531c27488f67$exports = {};
$c3b6531c27488f67$exports = {
	"colorSwatchPicker": `V\xe4rimallit`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Valitse kohde`,
	"tableResizer": `Koon muuttaja`
};
// node_modules/react-aria-components/dist/private/intl/fr-FR.mjs
var $83a095cffcc42806$exports = {};
$83a095cffcc42806$exports = {
	"colorSwatchPicker": `\xc9chantillons de couleurs`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `S\xe9lectionner un \xe9l\xe9ment`,
	"tableResizer": `Redimensionneur`
};
// node_modules/react-aria-components/dist/private/intl/he-IL.mjs
var $1af82e4746ec171d$exports = {};
$1af82e4746ec171d$exports = {
	"colorSwatchPicker": `\u{5D3}\u{5D5}\u{5D2}\u{5DE}\u{5D9}\u{5D5}\u{5EA} \u{5E6}\u{5D1}\u{5E2}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{5D1}\u{5D7}\u{5E8} \u{5E4}\u{5E8}\u{5D9}\u{5D8}`,
	"tableResizer": `\u{5E9}\u{5D9}\u{5E0}\u{5D5}\u{5D9} \u{5D2}\u{5D5}\u{5D3}\u{5DC}`
};
// node_modules/react-aria-components/dist/private/intl/hr-HR.mjs
var $632db85e92394c25$exports = {};
$632db85e92394c25$exports = {
	"colorSwatchPicker": `Uzorci boja`,
	"dropzoneLabel": `Zona spu\u{161}tanja`,
	"selectPlaceholder": `Odaberite stavku`,
	"tableResizer": `Promjena veli\u{10D}ine`
};
// node_modules/react-aria-components/dist/private/intl/hu-HU.mjs
var $a60efb3893829878$exports = {};
$a60efb3893829878$exports = {
	"colorSwatchPicker": `Sz\xednt\xe1rak`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `V\xe1lasszon ki egy elemet`,
	"tableResizer": `\xc1tm\xe9retez\u{151}`
};
// node_modules/react-aria-components/dist/private/intl/it-IT.mjs
var $2a9c939f662747b6$exports = {};
$2a9c939f662747b6$exports = {
	"colorSwatchPicker": `Campioni di colore`,
	"dropzoneLabel": `Zona di rilascio`,
	"selectPlaceholder": `Seleziona un elemento`,
	"tableResizer": `Ridimensionamento`
};
// node_modules/react-aria-components/dist/private/intl/ja-JP.mjs
var $33c4d792722c8e8f$exports = {};
$33c4d792722c8e8f$exports = {
	"colorSwatchPicker": `\u{30AB}\u{30E9}\u{30FC}\u{30B9}\u{30A6}\u{30A9}\u{30C3}\u{30C1}`,
	"dropzoneLabel": `\u{30C9}\u{30ED}\u{30C3}\u{30D7}\u{30BE}\u{30FC}\u{30F3}`,
	"selectPlaceholder": `\u{9805}\u{76EE}\u{3092}\u{9078}\u{629E}`,
	"tableResizer": `\u{30B5}\u{30A4}\u{30BA}\u{5909}\u{66F4}\u{30C4}\u{30FC}\u{30EB}`
};
// node_modules/react-aria-components/dist/private/intl/ko-KR.mjs
var $6c1efa3447442005$exports = {};
$6c1efa3447442005$exports = {
	"colorSwatchPicker": `\u{C0C9}\u{C0C1} \u{ACAC}\u{BCF8}`,
	"dropzoneLabel": `\u{B4DC}\u{B86D} \u{C601}\u{C5ED}`,
	"selectPlaceholder": `\u{D56D}\u{BAA9} \u{C120}\u{D0DD}`,
	"tableResizer": `\u{D06C}\u{AE30} \u{C870}\u{C815}\u{AE30}`
};
// node_modules/react-aria-components/dist/private/intl/lt-LT.mjs
var $fb9cd4429353d32d$exports = {};
$fb9cd4429353d32d$exports = {
	"colorSwatchPicker": `Spalv\u{173} pavyzd\u{17E}iai`,
	"dropzoneLabel": `\u{201E}DropZone\u{201C}`,
	"selectPlaceholder": `Pasirinkite element\u{105}`,
	"tableResizer": `Dyd\u{17E}io keitiklis`
};
// node_modules/react-aria-components/dist/private/intl/lv-LV.mjs
var $1a04cd004166540e$exports = {};
$1a04cd004166540e$exports = {
	"colorSwatchPicker": `Kr\u{101}su paraugi`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Izv\u{113}l\u{113}ties vienumu`,
	"tableResizer": `Izm\u{113}ra main\u{12B}t\u{101}js`
};
// node_modules/react-aria-components/dist/private/intl/nb-NO.mjs
var $b93cf9c16a1d6016$exports = {};
$b93cf9c16a1d6016$exports = {
	"colorSwatchPicker": `Fargekart`,
	"dropzoneLabel": `Droppsone`,
	"selectPlaceholder": `Velg et element`,
	"tableResizer": `St\xf8rrelsesendrer`
};
// node_modules/react-aria-components/dist/private/intl/nl-NL.mjs
var $4e47f19ffc9065c1$exports = {};
$4e47f19ffc9065c1$exports = {
	"colorSwatchPicker": `kleurstalen`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Selecteer een item`,
	"tableResizer": `Resizer`
};
// node_modules/react-aria-components/dist/private/intl/pl-PL.mjs
var $33fe3b0f0884fb7c$exports = {};
$33fe3b0f0884fb7c$exports = {
	"colorSwatchPicker": `Pr\xf3bki kolor\xf3w`,
	"dropzoneLabel": `Strefa upuszczania`,
	"selectPlaceholder": `Wybierz element`,
	"tableResizer": `Zmiana rozmiaru`
};
// node_modules/react-aria-components/dist/private/intl/pt-BR.mjs
var $7dfe84ba28f38545$exports = {};
$7dfe84ba28f38545$exports = {
	"colorSwatchPicker": `Amostras de cores`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Selecione um item`,
	"tableResizer": `Redimensionador`
};
// node_modules/react-aria-components/dist/private/intl/pt-PT.mjs
var $c68983ae60668f02$exports = {};
$c68983ae60668f02$exports = {
	"colorSwatchPicker": `Amostras de cores`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Selecione um item`,
	"tableResizer": `Redimensionador`
};
// node_modules/react-aria-components/dist/private/intl/ro-RO.mjs
var $dc4e2c1a20dc1244$exports = {};
$dc4e2c1a20dc1244$exports = {
	"colorSwatchPicker": `Specimene de culoare`,
	"dropzoneLabel": `Zon\u{103} de plasare`,
	"selectPlaceholder": `Selecta\u{21B}i un element`,
	"tableResizer": `Instrument de redimensionare`
};
// node_modules/react-aria-components/dist/private/intl/ru-RU.mjs
var $0723508d266e49c2$exports = {};
$0723508d266e49c2$exports = {
	"colorSwatchPicker": `\u{426}\u{432}\u{435}\u{442}\u{43E}\u{432}\u{44B}\u{435} \u{43E}\u{431}\u{440}\u{430}\u{437}\u{446}\u{44B}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{412}\u{44B}\u{431}\u{435}\u{440}\u{438}\u{442}\u{435} \u{44D}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}`,
	"tableResizer": `\u{421}\u{440}\u{435}\u{434}\u{441}\u{442}\u{432}\u{43E} \u{438}\u{437}\u{43C}\u{435}\u{43D}\u{435}\u{43D}\u{438}\u{44F} \u{440}\u{430}\u{437}\u{43C}\u{435}\u{440}\u{430}`
};
// node_modules/react-aria-components/dist/private/intl/sk-SK.mjs
var $a4cd257e892b5fbb$exports = {};
$a4cd257e892b5fbb$exports = {
	"colorSwatchPicker": `Vzorkovn\xedky farieb`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Vyberte polo\u{17E}ku`,
	"tableResizer": `N\xe1stroj na zmenu ve\u{13E}kosti`
};
// node_modules/react-aria-components/dist/private/intl/sl-SI.mjs
var $7c88c76899171bad$exports = {};
$7c88c76899171bad$exports = {
	"colorSwatchPicker": `Barvne palete`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Izberite element`,
	"tableResizer": `Spreminjanje velikosti`
};
// node_modules/react-aria-components/dist/private/intl/sr-SP.mjs
var $47dfaaac60bb350f$exports = {};
$47dfaaac60bb350f$exports = {
	"colorSwatchPicker": `Uzorci boje`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `Izaberite stavku`,
	"tableResizer": `Promena veli\u{10D}ine`
};
// node_modules/react-aria-components/dist/private/intl/sv-SE.mjs
var $123a3e7569e58719$exports = {};
$123a3e7569e58719$exports = {
	"colorSwatchPicker": `F\xe4rgrutor`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `V\xe4lj en artikel`,
	"tableResizer": `Storleks\xe4ndrare`
};
// node_modules/react-aria-components/dist/private/intl/tr-TR.mjs
var $a6bf4586076d348a$exports = {};
$a6bf4586076d348a$exports = {
	"colorSwatchPicker": `Renk \xf6rnekleri`,
	"dropzoneLabel": `B\u{131}rakma B\xf6lgesi`,
	"selectPlaceholder": `Bir \xf6\u{11F}e se\xe7in`,
	"tableResizer": `Yeniden boyutland\u{131}r\u{131}c\u{131}`
};
// node_modules/react-aria-components/dist/private/intl/uk-UA.mjs
var $454d713aa4bcd4e3$exports = {};
$454d713aa4bcd4e3$exports = {
	"colorSwatchPicker": `\u{417}\u{440}\u{430}\u{437}\u{43A}\u{438} \u{43A}\u{43E}\u{43B}\u{44C}\u{43E}\u{440}\u{456}\u{432}`,
	"dropzoneLabel": `DropZone`,
	"selectPlaceholder": `\u{412}\u{438}\u{431}\u{435}\u{440}\u{456}\u{442}\u{44C} \u{435}\u{43B}\u{435}\u{43C}\u{435}\u{43D}\u{442}`,
	"tableResizer": `\u{417}\u{430}\u{441}\u{456}\u{431} \u{437}\u{43C}\u{456}\u{43D}\u{435}\u{43D}\u{43D}\u{44F} \u{440}\u{43E}\u{437}\u{43C}\u{456}\u{440}\u{443}`
};
// node_modules/react-aria-components/dist/private/intl/zh-CN.mjs
var $ea015b633d0158b0$exports = {};
$ea015b633d0158b0$exports = {
	"colorSwatchPicker": `\u{989C}\u{8272}\u{8272}\u{677F}`,
	"dropzoneLabel": `\u{653E}\u{7F6E}\u{533A}\u{57DF}`,
	"selectPlaceholder": `\u{9009}\u{62E9}\u{4E00}\u{4E2A}\u{9879}\u{76EE}`,
	"tableResizer": `\u{5C3A}\u{5BF8}\u{8C03}\u{6574}\u{5668}`
};
// node_modules/react-aria-components/dist/private/intl/zh-TW.mjs
var $069eb2e0b73d269e$exports = {};
$069eb2e0b73d269e$exports = {
	"colorSwatchPicker": `\u{8272}\u{7968}`,
	"dropzoneLabel": `\u{653E}\u{7F6E}\u{5340}`,
	"selectPlaceholder": `\u{9078}\u{53D6}\u{9805}\u{76EE}`,
	"tableResizer": `\u{5927}\u{5C0F}\u{8ABF}\u{6574}\u{5668}`
};
// node_modules/react-aria-components/dist/private/intlStrings.mjs
var $aa5f63badbfee5df$exports = {};
$aa5f63badbfee5df$exports = {
	"ar-AE": $8700ca6f74b7a3bb$exports,
	"bg-BG": $0c7dfa0e49fba847$exports,
	"cs-CZ": $0c58c085e8473442$exports,
	"da-DK": $6b7d29a94eebcc3f$exports,
	"de-DE": $74fbc8121aba83f1$exports,
	"el-GR": $87d5d863f4752089$exports,
	"en-US": $8977cb565542571b$exports,
	"es-ES": $83d09a059cc4fa14$exports,
	"et-EE": $21e1d1ca29e01129$exports,
	"fi-FI": $c3b6531c27488f67$exports,
	"fr-FR": $83a095cffcc42806$exports,
	"he-IL": $1af82e4746ec171d$exports,
	"hr-HR": $632db85e92394c25$exports,
	"hu-HU": $a60efb3893829878$exports,
	"it-IT": $2a9c939f662747b6$exports,
	"ja-JP": $33c4d792722c8e8f$exports,
	"ko-KR": $6c1efa3447442005$exports,
	"lt-LT": $fb9cd4429353d32d$exports,
	"lv-LV": $1a04cd004166540e$exports,
	"nb-NO": $b93cf9c16a1d6016$exports,
	"nl-NL": $4e47f19ffc9065c1$exports,
	"pl-PL": $33fe3b0f0884fb7c$exports,
	"pt-BR": $7dfe84ba28f38545$exports,
	"pt-PT": $c68983ae60668f02$exports,
	"ro-RO": $dc4e2c1a20dc1244$exports,
	"ru-RU": $0723508d266e49c2$exports,
	"sk-SK": $a4cd257e892b5fbb$exports,
	"sl-SI": $7c88c76899171bad$exports,
	"sr-SP": $47dfaaac60bb350f$exports,
	"sv-SE": $123a3e7569e58719$exports,
	"tr-TR": $a6bf4586076d348a$exports,
	"uk-UA": $454d713aa4bcd4e3$exports,
	"zh-CN": $ea015b633d0158b0$exports,
	"zh-TW": $069eb2e0b73d269e$exports
};
// node_modules/react-aria/dist/private/i18n/useListFormatter.mjs
function $b4eb6eb8d15fb21e$export$a2f47a3d2973640(options = {}) {
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	return (0, import_react.useMemo)(() => new Intl.ListFormat(locale, options), [locale, options]);
}
// node_modules/react-aria/dist/private/select/useSelect.mjs
var $c0a45cd074520508$export$703601b7e90536f8 = /* @__PURE__ */ new WeakMap();
function $c0a45cd074520508$export$e64b2f635402ca43(props, state, ref) {
	let { keyboardDelegate, isDisabled, isRequired, name, form, validationBehavior = "aria" } = props;
	let collator = $673d46fce3e5717d$export$a16aca283550c30d({
		usage: "search",
		sensitivity: "base"
	});
	let delegate = (0, import_react.useMemo)(() => keyboardDelegate || new $ae8f8d98b2b18f2f$export$a05409b8bb224a5a(state.collection, state.disabledKeys, ref, collator), [
		keyboardDelegate,
		state.collection,
		state.disabledKeys,
		collator,
		ref
	]);
	let { menuTriggerProps, menuProps } = $f19b83c1486f45cc$export$dc9c12ed27dd1b49({
		isDisabled,
		type: "listbox"
	}, state, ref);
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			ArrowLeft: () => {
				if (state.selectionManager.selectionMode === "multiple") return false;
				let key = state.selectedKey != null ? delegate.getKeyAbove?.(state.selectedKey) : delegate.getFirstKey?.();
				if (key != null) state.setSelectedKey(key);
			},
			ArrowRight: () => {
				if (state.selectionManager.selectionMode === "multiple") return false;
				let key = state.selectedKey != null ? delegate.getKeyBelow?.(state.selectedKey) : delegate.getFirstKey?.();
				if (key != null) state.setSelectedKey(key);
			}
		},
		allowRepeats: true,
		onKeyDown: props.onKeyDown,
		onKeyUp: props.onKeyUp
	});
	let { typeSelectProps } = $f5a4a9a3486154da$export$e32c88dfddc6e1d8({
		keyboardDelegate: delegate,
		selectionManager: state.selectionManager,
		onTypeSelect(key) {
			state.setSelectedKey(key);
		}
	});
	let { isInvalid, validationErrors, validationDetails } = state.displayValidation;
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		labelElementType: "span",
		isInvalid,
		errorMessage: props.errorMessage || validationErrors
	});
	if (state.selectionManager.selectionMode === "multiple") typeSelectProps = {};
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { labelable: true });
	let triggerProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(typeSelectProps, menuTriggerProps, fieldProps);
	let valueId = $390e54f620492c70$export$f680877a34711e37();
	$c0a45cd074520508$export$703601b7e90536f8.set(state, {
		isDisabled,
		isRequired,
		name,
		form,
		validationBehavior
	});
	return {
		labelProps: {
			...labelProps,
			onClick: () => {
				if (!props.isDisabled) {
					ref.current?.focus();
					$8f5a2122b0992be3$export$8397ddfc504fdb9a("keyboard");
				}
			}
		},
		triggerProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, {
			...triggerProps,
			isDisabled,
			onKeyDown: $a4e76a5424781910$export$e08e3b67e392101e(triggerProps.onKeyDown, keyboardProps.onKeyDown),
			onKeyUp: keyboardProps.onKeyUp,
			"aria-labelledby": [
				valueId,
				triggerProps["aria-labelledby"],
				triggerProps["aria-label"] && !triggerProps["aria-labelledby"] ? triggerProps.id : null
			].filter(Boolean).join(" "),
			onFocus(e) {
				if (state.isFocused) return;
				if (props.onFocus) props.onFocus(e);
				if (props.onFocusChange) props.onFocusChange(true);
				state.setFocused(true);
			},
			onBlur(e) {
				if (state.isOpen) return;
				if (props.onBlur) props.onBlur(e);
				if (props.onFocusChange) props.onFocusChange(false);
				state.setFocused(false);
			}
		}),
		valueProps: { id: valueId },
		menuProps: {
			...menuProps,
			onAction: void 0,
			autoFocus: state.focusStrategy || true,
			shouldSelectOnPressUp: true,
			shouldFocusOnHover: true,
			disallowEmptySelection: true,
			linkBehavior: "selection",
			onBlur: (e) => {
				if ($23f2114a1b82827e$export$4282f70798064fe0(e.currentTarget, e.relatedTarget)) return;
				if (props.onBlur) props.onBlur(e);
				if (props.onFocusChange) props.onFocusChange(false);
				state.setFocused(false);
			},
			"aria-labelledby": [fieldProps["aria-labelledby"], triggerProps["aria-label"] && !fieldProps["aria-labelledby"] ? triggerProps.id : null].filter(Boolean).join(" ")
		},
		descriptionProps,
		errorMessageProps,
		isInvalid,
		validationErrors,
		validationDetails,
		hiddenSelectProps: {
			isDisabled,
			name,
			label: props.label,
			state,
			triggerRef: ref,
			form
		}
	};
}
// node_modules/react-aria/dist/private/select/HiddenSelect.mjs
function $b046d185a4525d56$export$f809e80f58e251d1(props, state, triggerRef) {
	let data = $c0a45cd074520508$export$703601b7e90536f8.get(state) || {};
	let { autoComplete, name = data.name, form = data.form, isDisabled = data.isDisabled } = props;
	let { validationBehavior, isRequired } = data;
	let { visuallyHiddenProps } = $ea3928288112382f$export$a966af930f325cab({ style: {
		position: "fixed",
		top: 0,
		left: 0
	} });
	$3274bf1495747a7b$export$5add1d006293d136(props.selectRef, state.defaultValue, state.setValue);
	$860f7da480e22816$export$b8473d3665f3a75a({
		validationBehavior,
		focus: () => triggerRef.current?.focus()
	}, state, props.selectRef);
	let setValue = state.setValue;
	let onChange = (0, import_react.useCallback)((e) => {
		let eventTarget = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
		if (eventTarget.multiple) setValue(Array.from(eventTarget.selectedOptions, (option) => option.value));
		else setValue(e.currentTarget.value);
	}, [setValue]);
	return {
		containerProps: {
			...visuallyHiddenProps,
			"aria-hidden": true,
			["data-react-aria-prevent-focus"]: true,
			["data-a11y-ignore"]: "aria-hidden-focus"
		},
		inputProps: { style: { display: "none" } },
		selectProps: {
			tabIndex: -1,
			autoComplete,
			disabled: isDisabled,
			multiple: state.selectionManager.selectionMode === "multiple",
			required: validationBehavior === "native" && isRequired,
			name,
			form,
			value: state.value ?? "",
			onChange,
			onInput: onChange
		}
	};
}
function $b046d185a4525d56$export$cbd84cdb2e668835(props) {
	let { state, triggerRef, label, name, form, isDisabled } = props;
	let selectRef = (0, import_react.useRef)(null);
	let inputRef = (0, import_react.useRef)(null);
	let { containerProps, selectProps } = $b046d185a4525d56$export$f809e80f58e251d1({
		...props,
		selectRef: state.collection.size <= 300 ? selectRef : inputRef
	}, state, triggerRef);
	let values = Array.isArray(state.value) ? state.value : [state.value];
	if (state.collection.size <= 300) return /*#__PURE__*/ import_react.createElement("div", {
		...containerProps,
		"data-testid": "hidden-select-container"
	}, /*#__PURE__*/ import_react.createElement("label", null, label, /*#__PURE__*/ import_react.createElement("select", {
		...selectProps,
		ref: selectRef
	}, /*#__PURE__*/ import_react.createElement("option", {
		value: "",
		label: "\xA0"
	}, "\xA0"), [...state.collection.getKeys()].map((key) => {
		let item = state.collection.getItem(key);
		if (item && item.type === "item") return /*#__PURE__*/ import_react.createElement("option", {
			key: item.key,
			value: item.key
		}, item.textValue);
	}), state.collection.size === 0 && name && values.map((value, i) => /*#__PURE__*/ import_react.createElement("option", {
		key: i,
		value: value ?? ""
	})))));
	else if (name) {
		let { validationBehavior } = $c0a45cd074520508$export$703601b7e90536f8.get(state) || {};
		if (values.length === 0) values = [null];
		let res = values.map((value, i) => {
			let inputProps = {
				type: "hidden",
				autoComplete: selectProps.autoComplete,
				name,
				form,
				disabled: isDisabled,
				value: value ?? ""
			};
			if (validationBehavior === "native") return /*#__PURE__*/ import_react.createElement("input", {
				key: i,
				...inputProps,
				ref: i === 0 ? inputRef : null,
				style: { display: "none" },
				type: "text",
				required: i === 0 ? selectProps.required : false,
				onChange: () => {
					/** Ignore react warning. */				}
			});
			return /*#__PURE__*/ import_react.createElement("input", {
				key: i,
				...inputProps,
				ref: i === 0 ? inputRef : null
			});
		});
		return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, res);
	}
	return null;
}
// node_modules/react-stately/dist/private/select/useSelectState.mjs
function $29256f53a2edafe9$export$5159ec8b34d4ec12(props) {
	let { selectionMode = "single", shouldCloseOnSelect = selectionMode === "single" } = props;
	let triggerState = $f11fb0bcf1b2687a$export$61c6a8c84e605fb6(props);
	let [focusStrategy, setFocusStrategy] = (0, import_react.useState)(null);
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
	let listState = $b14b6f590b50af39$export$2f645645f7bca764({
		...props,
		selectionMode,
		disallowEmptySelection: selectionMode === "single",
		allowDuplicateSelectionEvents: true,
		selectedKeys: (0, import_react.useMemo)(() => $29256f53a2edafe9$var$convertValue(displayValue), [displayValue]),
		onSelectionChange: (keys) => {
			if (keys === "all") return;
			if (selectionMode === "single") {
				let key = keys.values().next().value ?? null;
				setValue(key);
			} else setValue([...keys]);
			if (shouldCloseOnSelect) triggerState.close();
			validationState.commitValidation();
		}
	});
	let selectedKey = listState.selectionManager.firstSelectedKey;
	let selectedItems = (0, import_react.useMemo)(() => {
		return [...listState.selectionManager.selectedKeys].map((key) => listState.collection.getItem(key)).filter((item) => item != null);
	}, [listState.selectionManager.selectedKeys, listState.collection]);
	let validationState = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value: Array.isArray(displayValue) && displayValue.length === 0 ? null : displayValue
	});
	let [isFocused, setFocused] = (0, import_react.useState)(false);
	let [initialValue] = (0, import_react.useState)(displayValue);
	return {
		...validationState,
		...listState,
		...triggerState,
		value: displayValue,
		defaultValue: defaultValue ?? initialValue,
		setValue,
		selectedKey,
		setSelectedKey: setValue,
		selectedItem: selectedItems[0] ?? null,
		selectedItems,
		defaultSelectedKey: props.defaultSelectedKey ?? (props.selectionMode === "single" ? initialValue : null),
		focusStrategy,
		open(focusStrategy = null) {
			if (listState.collection.size !== 0 || props.allowsEmptyCollection) {
				setFocusStrategy(focusStrategy);
				triggerState.open();
			}
		},
		toggle(focusStrategy = null) {
			if (listState.collection.size !== 0 || props.allowsEmptyCollection) {
				setFocusStrategy(focusStrategy);
				triggerState.toggle();
			}
		},
		isFocused,
		setFocused
	};
}
function $29256f53a2edafe9$var$convertValue(value) {
	if (value === void 0) return void 0;
	if (value === null) return [];
	return Array.isArray(value) ? value : [value];
}
// node_modules/react-aria-components/dist/private/Select.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
var $c8bb816105474884$export$7540cee5be7dc19b = /*#__PURE__*/ (0, import_react.createContext)(null);
var $c8bb816105474884$export$ef445b55be0601bd = /*#__PURE__*/ (0, import_react.createContext)(null);
var $c8bb816105474884$export$ef9b1a59e592288f = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function Select(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $c8bb816105474884$export$7540cee5be7dc19b);
	let { children, isDisabled = false, isInvalid = false, isRequired = false } = props;
	let content = (0, import_react.useMemo)(() => typeof children === "function" ? children({
		isOpen: false,
		isDisabled,
		isInvalid,
		isRequired,
		isFocused: false,
		isFocusVisible: false,
		defaultChildren: null
	}) : children, [
		children,
		isDisabled,
		isInvalid,
		isRequired
	]);
	return /*#__PURE__*/ import_react.createElement($42ceafc619f9c3ba$export$bf788dd355e3a401, { content }, (collection) => /*#__PURE__*/ import_react.createElement($c8bb816105474884$var$SelectInner, {
		props,
		collection,
		selectRef: ref
	}));
});
var $c8bb816105474884$var$CLEAR_CONTEXTS = [
	$43a3b93638fe5db9$export$75b6ee27786ba447,
	$7705c033048f6da7$export$24d547caef80ccd1,
	$efe09c6d1c304b50$export$9afb8bc826b033ea
];
function $c8bb816105474884$var$SelectInner({ props, selectRef: ref, collection }) {
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let state = $29256f53a2edafe9$export$5159ec8b34d4ec12({
		...props,
		collection,
		children: void 0,
		validationBehavior
	});
	let { isFocusVisible, focusProps } = $0c4a58759813079a$export$4e328f61c538687f({ within: true });
	let buttonRef = (0, import_react.useRef)(null);
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps, hiddenSelectProps, ...validation } = $c0a45cd074520508$export$e64b2f635402ca43({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		label,
		validationBehavior
	}, state, buttonRef);
	let renderPropsState = (0, import_react.useMemo)(() => ({
		isOpen: state.isOpen,
		isFocused: state.isFocused,
		isFocusVisible,
		isDisabled: props.isDisabled || false,
		isInvalid: validation.isInvalid || false,
		isRequired: props.isRequired || false
	}), [
		state.isOpen,
		state.isFocused,
		isFocusVisible,
		props.isDisabled,
		validation.isInvalid,
		props.isRequired
	]);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: renderPropsState,
		defaultClassName: "react-aria-Select"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	let scrollRef = (0, import_react.useRef)(null);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$c8bb816105474884$export$7540cee5be7dc19b, props],
		[$c8bb816105474884$export$ef445b55be0601bd, state],
		[$c8bb816105474884$export$f8f745c04421623f, valueProps],
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			ref: labelRef,
			elementType: "span"
		}],
		[$7705c033048f6da7$export$24d547caef80ccd1, {
			...triggerProps,
			ref: buttonRef,
			isPressed: state.isOpen,
			autoFocus: props.autoFocus
		}],
		[$f2ff30fde7b014be$export$d2f961adcb0afbe, state],
		[$542a13ca2fa5b484$export$9b9a0cd73afb7ca4, {
			trigger: "Select",
			triggerRef: buttonRef,
			scrollRef,
			placement: "bottom start",
			"aria-labelledby": menuProps["aria-labelledby"],
			clearContexts: $c8bb816105474884$var$CLEAR_CONTEXTS
		}],
		[$928221da08ecbc62$export$7ff8f37d2d81a48d, {
			...menuProps,
			ref: scrollRef
		}],
		[$928221da08ecbc62$export$7c5906fe4f1f2af2, state],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation]
	] }, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928(DOMProps, renderProps, focusProps),
		ref,
		slot: props.slot || void 0,
		"data-focused": state.isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0,
		"data-open": state.isOpen || void 0,
		"data-disabled": props.isDisabled || void 0,
		"data-invalid": validation.isInvalid || void 0,
		"data-required": props.isRequired || void 0
	}, renderProps.children, /*#__PURE__*/ import_react.createElement($b046d185a4525d56$export$cbd84cdb2e668835, {
		...hiddenSelectProps,
		autoComplete: props.autoComplete
	})));
}
var $c8bb816105474884$export$f8f745c04421623f = /*#__PURE__*/ (0, import_react.createContext)(null);
var $c8bb816105474884$export$e288731fd71264f0 = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function SelectValue(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $c8bb816105474884$export$f8f745c04421623f);
	let state = (0, import_react.useContext)($c8bb816105474884$export$ef445b55be0601bd);
	let { placeholder } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($c8bb816105474884$export$7540cee5be7dc19b);
	let rendered = state.selectedItems.map((item) => {
		let rendered = item.props?.children;
		if (typeof rendered === "function") rendered = rendered({
			isHovered: false,
			isPressed: false,
			isSelected: false,
			isFocused: false,
			isFocusVisible: false,
			isDisabled: false,
			selectionMode: "single",
			selectionBehavior: "toggle"
		});
		return rendered;
	});
	let formatter = $b4eb6eb8d15fb21e$export$a2f47a3d2973640();
	let textValue = (0, import_react.useMemo)(() => state.selectedItems.map((item) => item?.textValue), [state.selectedItems]);
	let selectionMode = state.selectionManager.selectionMode;
	let selectedText = (0, import_react.useMemo)(() => selectionMode === "single" ? textValue[0] ?? "" : formatter.format(textValue), [
		selectionMode,
		formatter,
		textValue
	]);
	let defaultChildren = (0, import_react.useMemo)(() => {
		if (selectionMode === "single") return rendered[0];
		let parts = formatter.formatToParts(textValue);
		if (parts.length === 0) return null;
		let index = 0;
		return parts.map((part) => {
			if (part.type === "element") return /*#__PURE__*/ import_react.createElement(import_react.Fragment, { key: index }, rendered[index++]);
			else return part.value;
		});
	}, [
		selectionMode,
		formatter,
		textValue,
		rendered
	]);
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($aa5f63badbfee5df$exports), "react-aria-components");
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		defaultChildren: defaultChildren ?? placeholder ?? stringFormatter.format("selectPlaceholder"),
		defaultClassName: "react-aria-SelectValue",
		values: {
			selectedItem: state.selectedItems[0]?.value ?? null,
			selectedItems: (0, import_react.useMemo)(() => state.selectedItems.map((item) => item.value ?? null), [state.selectedItems]),
			selectedText,
			isPlaceholder: state.selectedItems.length === 0,
			state
		}
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.span, {
		ref,
		...DOMProps,
		...renderProps,
		"data-placeholder": state.selectedItems.length === 0 || void 0
	}, /*#__PURE__*/ import_react.createElement($efe09c6d1c304b50$export$9afb8bc826b033ea.Provider, { value: void 0 }, renderProps.children));
});
// libs/ui/src/components/Select/Select.css.ts
var selectTrigger = "_8gb1u0";
var selectValue = "_8gb1u1";
var selectChevron = "_8gb1u2";
var selectOption = "_8gb1u3 _1ubnbvx2";
// libs/ui/src/components/Select/Select.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A single choice from a popover list on react-aria's `Select`; the list is at most 10 rows high
* (SPEC.md §9) and scrolls beyond that.
*/
function Select({ items, label, description, errorMessage, placeholder = "Выберите", size, className, ...props }) {
	const disabledKeys = [...items].filter((item) => item.isDisabled).map((item) => item.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($c8bb816105474884$export$ef9b1a59e592288f, {
		disabledKeys,
		...props,
		placeholder,
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($7705c033048f6da7$export$353f5b6fc5456de1, {
				className: `${fieldInput({ size })} ${selectTrigger}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($c8bb816105474884$export$e288731fd71264f0, { className: selectValue }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
					className: selectChevron,
					size: "1.1em",
					"aria-hidden": true
				})]
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
					items,
					children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$a11e76429ed99b4, {
						id: item.id,
						textValue: item.label,
						className: selectOption,
						children: ({ isSelected }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [item.label, isSelected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
							size: "1em",
							"aria-hidden": true
						})] })
					})
				})
			})
		]
	});
}
export { $aa5f63badbfee5df$exports as n, Select as t };

//# sourceMappingURL=Select-DJ84dw_I.js.map