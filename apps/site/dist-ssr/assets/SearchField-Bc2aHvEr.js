import { J as $41fb335299a4a39e$export$f5b8910cec6cf069, Q as Search, R as fieldError, V as fieldRoot, q as $41fb335299a4a39e$export$37fb8590cf2c088c, z as fieldInput } from "../entry-server.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, Rt as X, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, a as $7705c033048f6da7$export$353f5b6fc5456de1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, i as $7705c033048f6da7$export$24d547caef80ccd1, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, p as $43a3b93638fe5db9$export$75b6ee27786ba447, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, w as $d7f64c32b702fe2c$export$86427a43e3e48ebb, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415 } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a, r as $1f3c3b1a70cec653$export$f551688fc98f2e09 } from "./useField-2T9JIzKK.js";
import { r as $4b38b5b75ecc6208$export$698f465ec27e93df } from "./useCollator-DMa4zt-g.js";
import { r as $3a442827418ebe87$export$f9c6924e160136d1, t as $054f71d2330da2e3$export$712718f7aec83d5 } from "./useTextField-yDBjnCuC.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715 } from "./FocusScope-C0vcqR63.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/react-aria/dist/private/intl/searchfield/ar-AE.mjs
var $144b40583c9847c5$exports = {};
$144b40583c9847c5$exports = { "Clear search": `\u{645}\u{633}\u{62D} \u{627}\u{644}\u{628}\u{62D}\u{62B}` };
// node_modules/react-aria/dist/private/intl/searchfield/bg-BG.mjs
var $f7ac89ad9c1c6708$exports = {};
$f7ac89ad9c1c6708$exports = { "Clear search": `\u{418}\u{437}\u{447}\u{438}\u{441}\u{442}\u{432}\u{430}\u{43D}\u{435} \u{43D}\u{430} \u{442}\u{44A}\u{440}\u{441}\u{435}\u{43D}\u{435}` };
// node_modules/react-aria/dist/private/intl/searchfield/cs-CZ.mjs
var $b5d80d3b86cad359$exports = {};
$b5d80d3b86cad359$exports = { "Clear search": `Vymazat hled\xe1n\xed` };
// node_modules/react-aria/dist/private/intl/searchfield/da-DK.mjs
var $7bc76068ce4c3b7e$exports = {};
$7bc76068ce4c3b7e$exports = { "Clear search": `Ryd s\xf8gning` };
// node_modules/react-aria/dist/private/intl/searchfield/de-DE.mjs
var $ccd90980ce76d396$exports = {};
$ccd90980ce76d396$exports = { "Clear search": `Suche zur\xfccksetzen` };
// node_modules/react-aria/dist/private/intl/searchfield/el-GR.mjs
var $ad9b187d34fdd225$exports = {};
$ad9b187d34fdd225$exports = { "Clear search": `\u{391}\u{3C0}\u{3B1}\u{3BB}\u{3BF}\u{3B9}\u{3C6}\u{3AE} \u{3B1}\u{3BD}\u{3B1}\u{3B6}\u{3AE}\u{3C4}\u{3B7}\u{3C3}\u{3B7}\u{3C2}` };
// node_modules/react-aria/dist/private/intl/searchfield/en-US.mjs
var $0b5fc13def2a30c7$exports = {};
$0b5fc13def2a30c7$exports = { "Clear search": `Clear search` };
// node_modules/react-aria/dist/private/intl/searchfield/es-ES.mjs
var $e35f8fb6c3f9e97c$exports = {};
$e35f8fb6c3f9e97c$exports = { "Clear search": `Borrar b\xfasqueda` };
// node_modules/react-aria/dist/private/intl/searchfield/et-EE.mjs
var $40e49c6c9e6fa358$exports = {};
$40e49c6c9e6fa358$exports = { "Clear search": `T\xfchjenda otsing` };
// node_modules/react-aria/dist/private/intl/searchfield/fi-FI.mjs
var $a4988accc5a2bbb9$exports = {};
$a4988accc5a2bbb9$exports = { "Clear search": `Tyhjenn\xe4 haku` };
// node_modules/react-aria/dist/private/intl/searchfield/fr-FR.mjs
var $edce3ce0bbac84b4$exports = {};
$edce3ce0bbac84b4$exports = { "Clear search": `Effacer la recherche` };
// node_modules/react-aria/dist/private/intl/searchfield/he-IL.mjs
var $879d66a4ec6ff3f5$exports = {};
$879d66a4ec6ff3f5$exports = { "Clear search": `\u{5E0}\u{5E7}\u{5D4} \u{5D7}\u{5D9}\u{5E4}\u{5D5}\u{5E9}` };
// node_modules/react-aria/dist/private/intl/searchfield/hr-HR.mjs
var $c1852d2398baa2ff$exports = {};
$c1852d2398baa2ff$exports = { "Clear search": `Obri\u{161}i pretragu` };
// node_modules/react-aria/dist/private/intl/searchfield/hu-HU.mjs
var $970538d6c6329605$exports = {};
$970538d6c6329605$exports = { "Clear search": `Keres\xe9s t\xf6rl\xe9se` };
// node_modules/react-aria/dist/private/intl/searchfield/it-IT.mjs
var $508544fa08cae44d$exports = {};
$508544fa08cae44d$exports = { "Clear search": `Cancella ricerca` };
// node_modules/react-aria/dist/private/intl/searchfield/ja-JP.mjs
var $e6be46486a51c27f$exports = {};
$e6be46486a51c27f$exports = { "Clear search": `\u{691C}\u{7D22}\u{3092}\u{30AF}\u{30EA}\u{30A2}` };
// node_modules/react-aria/dist/private/intl/searchfield/ko-KR.mjs
var $aca782271fda5aaa$exports = {};
$aca782271fda5aaa$exports = { "Clear search": `\u{AC80}\u{C0C9} \u{C9C0}\u{C6B0}\u{AE30}` };
// node_modules/react-aria/dist/private/intl/searchfield/lt-LT.mjs
var $3bf9ad93c1aad52f$exports = {};
$3bf9ad93c1aad52f$exports = { "Clear search": `I\u{161}valyti ie\u{161}k\u{105}` };
// node_modules/react-aria/dist/private/intl/searchfield/lv-LV.mjs
var $f648321ae94b8ad5$exports = {};
$f648321ae94b8ad5$exports = { "Clear search": `Not\u{12B}r\u{12B}t mekl\u{113}\u{161}anu` };
// node_modules/react-aria/dist/private/intl/searchfield/nb-NO.mjs
var $656f1a37422df52a$exports = {};
$656f1a37422df52a$exports = { "Clear search": `T\xf8m s\xf8k` };
// node_modules/react-aria/dist/private/intl/searchfield/nl-NL.mjs
var $82eacc9a6cad8168$exports = {};
$82eacc9a6cad8168$exports = { "Clear search": `Zoekactie wissen` };
// node_modules/react-aria/dist/private/intl/searchfield/pl-PL.mjs
var $9af183cfb2cb9094$exports = {};
$9af183cfb2cb9094$exports = { "Clear search": `Wyczy\u{15B}\u{107} zawarto\u{15B}\u{107} wyszukiwania` };
// node_modules/react-aria/dist/private/intl/searchfield/pt-BR.mjs
var $53e95c7b6521e26c$exports = {};
$53e95c7b6521e26c$exports = { "Clear search": `Limpar pesquisa` };
// node_modules/react-aria/dist/private/intl/searchfield/pt-PT.mjs
var $ab35ca149e74c27f$exports = {};
$ab35ca149e74c27f$exports = { "Clear search": `Limpar pesquisa` };
// node_modules/react-aria/dist/private/intl/searchfield/ro-RO.mjs
var $09af5659fa5d1530$exports = {};
$09af5659fa5d1530$exports = { "Clear search": `\u{15E}terge\u{163}i c\u{103}utarea` };
// node_modules/react-aria/dist/private/intl/searchfield/ru-RU.mjs
var $bab267b77ddeadf8$exports = {};
$bab267b77ddeadf8$exports = { "Clear search": `\u{41E}\u{447}\u{438}\u{441}\u{442}\u{438}\u{442}\u{44C} \u{43F}\u{43E}\u{438}\u{441}\u{43A}` };
// node_modules/react-aria/dist/private/intl/searchfield/sk-SK.mjs
var $c42af7093d2ec3f7$exports = {};
$c42af7093d2ec3f7$exports = { "Clear search": `Vymaza\u{165} vyh\u{13E}ad\xe1vanie` };
// node_modules/react-aria/dist/private/intl/searchfield/sl-SI.mjs
var $79a999abfc605712$exports = {};
$79a999abfc605712$exports = { "Clear search": `Po\u{10D}isti iskanje` };
// node_modules/react-aria/dist/private/intl/searchfield/sr-SP.mjs
var $9790b582a4a31826$exports = {};
$9790b582a4a31826$exports = { "Clear search": `Obri\u{161}i pretragu` };
// node_modules/react-aria/dist/private/intl/searchfield/sv-SE.mjs
var $f09c5845c732c7f4$exports = {};
$f09c5845c732c7f4$exports = { "Clear search": `Rensa s\xf6kning` };
// node_modules/react-aria/dist/private/intl/searchfield/tr-TR.mjs
var $22573d5058bf9ea8$exports = {};
$22573d5058bf9ea8$exports = { "Clear search": `Aramay\u{131} temizle` };
// node_modules/react-aria/dist/private/intl/searchfield/uk-UA.mjs
var $211addb72c816ef7$exports = {};
$211addb72c816ef7$exports = { "Clear search": `\u{41E}\u{447}\u{438}\u{441}\u{442}\u{438}\u{442}\u{438} \u{43F}\u{43E}\u{448}\u{443}\u{43A}` };
// node_modules/react-aria/dist/private/intl/searchfield/zh-CN.mjs
var $8eeb1c35d0764ab5$exports = {};
$8eeb1c35d0764ab5$exports = { "Clear search": `\u{6E05}\u{9664}\u{641C}\u{7D22}` };
// node_modules/react-aria/dist/private/intl/searchfield/zh-TW.mjs
var $d63da6b1e3b1db3a$exports = {};
$d63da6b1e3b1db3a$exports = { "Clear search": `\u{6E05}\u{9664}\u{641C}\u{5C0B}\u{689D}\u{4EF6}` };
// node_modules/react-aria/dist/private/searchfield/intlStrings.mjs
var $cb1bf3901ab9f046$exports = {};
$cb1bf3901ab9f046$exports = {
	"ar-AE": $144b40583c9847c5$exports,
	"bg-BG": $f7ac89ad9c1c6708$exports,
	"cs-CZ": $b5d80d3b86cad359$exports,
	"da-DK": $7bc76068ce4c3b7e$exports,
	"de-DE": $ccd90980ce76d396$exports,
	"el-GR": $ad9b187d34fdd225$exports,
	"en-US": $0b5fc13def2a30c7$exports,
	"es-ES": $e35f8fb6c3f9e97c$exports,
	"et-EE": $40e49c6c9e6fa358$exports,
	"fi-FI": $a4988accc5a2bbb9$exports,
	"fr-FR": $edce3ce0bbac84b4$exports,
	"he-IL": $879d66a4ec6ff3f5$exports,
	"hr-HR": $c1852d2398baa2ff$exports,
	"hu-HU": $970538d6c6329605$exports,
	"it-IT": $508544fa08cae44d$exports,
	"ja-JP": $e6be46486a51c27f$exports,
	"ko-KR": $aca782271fda5aaa$exports,
	"lt-LT": $3bf9ad93c1aad52f$exports,
	"lv-LV": $f648321ae94b8ad5$exports,
	"nb-NO": $656f1a37422df52a$exports,
	"nl-NL": $82eacc9a6cad8168$exports,
	"pl-PL": $9af183cfb2cb9094$exports,
	"pt-BR": $53e95c7b6521e26c$exports,
	"pt-PT": $ab35ca149e74c27f$exports,
	"ro-RO": $09af5659fa5d1530$exports,
	"ru-RU": $bab267b77ddeadf8$exports,
	"sk-SK": $c42af7093d2ec3f7$exports,
	"sl-SI": $79a999abfc605712$exports,
	"sr-SP": $9790b582a4a31826$exports,
	"sv-SE": $f09c5845c732c7f4$exports,
	"tr-TR": $22573d5058bf9ea8$exports,
	"uk-UA": $211addb72c816ef7$exports,
	"zh-CN": $8eeb1c35d0764ab5$exports,
	"zh-TW": $d63da6b1e3b1db3a$exports
};
// node_modules/react-aria/dist/private/searchfield/useSearchField.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
function $44614525ec969a63$export$9bb30bbe003b82e0(props, state, inputRef) {
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault($cb1bf3901ab9f046$exports), "@react-aria/searchfield");
	let { isDisabled, isReadOnly, onSubmit, onClear, type = "search" } = props;
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		isDisabled: isDisabled || isReadOnly,
		shortcuts: {
			Enter: () => {
				if (onSubmit) {
					onSubmit(state.value);
					return;
				}
				return false;
			},
			Escape: () => {
				if (state.value === "" && (!inputRef.current || inputRef.current.value === "")) return false;
				state.setValue("");
				onClear?.();
			}
		}
	});
	let onClearButtonClick = () => {
		state.setValue("");
		if (onClear) onClear();
	};
	let onPressStart = () => {
		inputRef.current?.focus();
	};
	let { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } = $054f71d2330da2e3$export$712718f7aec83d5({
		...props,
		value: state.value,
		onChange: state.setValue,
		onKeyDown: props.onKeyDown,
		onKeyUp: props.onKeyUp,
		type
	}, inputRef);
	return {
		labelProps,
		inputProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(keyboardProps, {
			...inputProps,
			defaultValue: void 0
		}),
		clearButtonProps: {
			"aria-label": stringFormatter.format("Clear search"),
			excludeFromTabOrder: true,
			preventFocusOnPress: true,
			isDisabled: isDisabled || isReadOnly,
			onPress: onClearButtonClick,
			onPressStart
		},
		descriptionProps,
		errorMessageProps,
		...validation
	};
}
// node_modules/react-stately/dist/private/searchfield/useSearchFieldState.mjs
function $56baeede9f35e022$export$3f8be18b0f41eaf2(props) {
	let [value, setValue] = $3e6197669829fe11$export$40bfa8c7b0832715($56baeede9f35e022$var$toString(props.value), $56baeede9f35e022$var$toString(props.defaultValue) || "", props.onChange);
	return {
		value,
		setValue
	};
}
function $56baeede9f35e022$var$toString(val) {
	if (val == null) return;
	return val.toString();
}
// node_modules/react-aria-components/dist/private/SearchField.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $29a5029ff43c9612$export$d1c4e4c63cb03a11 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $29a5029ff43c9612$export$b94867ecbd698f21 = /*#__PURE__*/ $d7f64c32b702fe2c$export$86427a43e3e48ebb(function SearchField(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $29a5029ff43c9612$export$d1c4e4c63cb03a11);
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let inputRef = (0, import_react.useRef)(null);
	[props, inputRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, inputRef, $4b38b5b75ecc6208$export$698f465ec27e93df);
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let state = $56baeede9f35e022$export$3f8be18b0f41eaf2({
		...props,
		validationBehavior
	});
	let { labelProps, inputProps, clearButtonProps, descriptionProps, errorMessageProps, ...validation } = $44614525ec969a63$export$9bb30bbe003b82e0({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		label,
		validationBehavior
	}, state, inputRef);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...props,
		values: {
			isEmpty: state.value === "",
			isDisabled: props.isDisabled || false,
			isInvalid: validation.isInvalid || false,
			isReadOnly: props.isReadOnly || false,
			isRequired: props.isRequired || false,
			state
		},
		defaultClassName: "react-aria-SearchField"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...DOMProps,
		...renderProps,
		ref,
		slot: props.slot || void 0,
		"data-empty": state.value === "" || void 0,
		"data-disabled": props.isDisabled || void 0,
		"data-invalid": validation.isInvalid || void 0,
		"data-readonly": props.isReadOnly || void 0,
		"data-required": props.isRequired || void 0
	}, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			ref: labelRef
		}],
		[$41fb335299a4a39e$export$37fb8590cf2c088c, {
			...inputProps,
			ref: inputRef
		}],
		[$7705c033048f6da7$export$24d547caef80ccd1, clearButtonProps],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$3a442827418ebe87$export$f9c6924e160136d1, {
			isInvalid: validation.isInvalid,
			isDisabled: props.isDisabled || false
		}],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation]
	] }, renderProps.children));
});
// libs/ui/src/components/SearchField/SearchField.css.ts
var searchGroup = "_55p9e90";
var searchIcon = "_55p9e91";
var searchInput = "_55p9e92";
var searchClear = "_55p9e94 _55p9e93";
// libs/ui/src/components/SearchField/SearchField.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A search box on react-aria's `SearchField`: Enter submits, Escape and the cross clear it. */
var SearchField = (0, import_react.forwardRef)(function SearchField({ label, description, errorMessage, placeholder = "Поиск", size, className, ...props }, ref) {
	const ariaLabel = label == null && !props["aria-labelledby"] ? "Поиск" : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($29a5029ff43c9612$export$b94867ecbd698f21, {
		"aria-label": ariaLabel,
		...props,
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: searchGroup,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
						className: searchIcon,
						size: "1.1em",
						"aria-hidden": true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
						ref,
						placeholder,
						className: `${fieldInput({ size })} ${searchInput}`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
						className: searchClear,
						"aria-label": "Очистить поиск",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							size: "1em",
							"aria-hidden": true
						})
					})
				]
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
				slot: "description",
				className: "_1elsa6x2",
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
				className: fieldError,
				children: errorMessage
			})
		]
	});
});
export { SearchField as t };

//# sourceMappingURL=SearchField-Bc2aHvEr.js.map