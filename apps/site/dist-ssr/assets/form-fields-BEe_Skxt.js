import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as $bbaa08b3cd72f041$export$9d1611c77c2fe928, B as $e8ac3c3f5d4bae7f$export$d6875122194c7b44, Ct as $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8, Dt as $7230ffa83bc0c2cf$export$ef03459518577ad4, Et as $7230ffa83bc0c2cf$export$df3a06d6289f983e, F as $cf2482eff2eeeec2$export$f12b703ca79dfbb1, I as $b27c684a33948c64$export$2f817fcdc4b89ae0, It as $c4867b2f328c2698$export$e5c5a5f917a5871c, L as $a747a10fe70a57da$export$c17fa47878dc55b6, Ot as $7230ffa83bc0c2cf$export$fabf2dc03a41866e, P as $cf2482eff2eeeec2$export$87b761675e8eaa10, Pt as $390e54f620492c70$export$f680877a34711e37, R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7, S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, St as $7230ffa83bc0c2cf$export$4d86445c2cf5e3, V as $fe16bffc7a557bf0$export$7f54fc3180508a52, _ as $2c9edc598a03d523$export$420e68273165f4ec, a as $7705c033048f6da7$export$353f5b6fc5456de1, at as $2add3ce32c6007eb$export$fedb369cb70207f1, bt as $7230ffa83bc0c2cf$export$2881499e37b75b9a, c as $a46cf152bb926da5$export$d10ae4f68404609a, d as $1dfb119a85e764e5$export$cc77c4ff7e8673c5, dt as $23f2114a1b82827e$export$cd4e5573fbe2b576, g as $0c4a58759813079a$export$4e328f61c538687f, h as $e969f22b6713ca4a$export$ae780daf29e6d456, j as $8296dad1a4c5e0dc$export$8f71654801c2f7cd, kt as $03e8ab2d84d7657a$export$4338b53315abf666, lt as $23f2114a1b82827e$export$4282f70798064fe0, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6, p as $43a3b93638fe5db9$export$75b6ee27786ba447, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29, r as $efe09c6d1c304b50$export$9afb8bc826b033ea, s as $a46cf152bb926da5$export$a9b970dcc4ae71a9, v as $d27d541f9569d26d$export$45712eceda6fad21, xt as $7230ffa83bc0c2cf$export$29f1550f4b0d4415, y as $48a7d519b337145d$export$4eaf04e54aa8eed6 } from "./PortalProvider-DUo4OMmA.js";
import { i as $1f3c3b1a70cec653$export$ff05c3ac10437e03, n as $cdaed739b1139372$export$c24727297075ec6a, r as $1f3c3b1a70cec653$export$f551688fc98f2e09, t as $191c9b6d48a0a4e2$export$294aa081a6c6f55d } from "./useField-2T9JIzKK.js";
import { n as $3a442827418ebe87$export$eb2fcfdbd7ba97d4, r as $3a442827418ebe87$export$f9c6924e160136d1 } from "./useTextField-yDBjnCuC.js";
import { c as $3e6197669829fe11$export$40bfa8c7b0832715, i as $535772f9d2c1f38d$export$c5251b9e124bf29, r as $535772f9d2c1f38d$export$2d6ec8fc375ceafa, s as $ea3928288112382f$export$a966af930f325cab } from "./FocusScope-C0vcqR63.js";
import { J as $41fb335299a4a39e$export$f5b8910cec6cf069, R as fieldError, V as fieldRoot, q as $41fb335299a4a39e$export$37fb8590cf2c088c, z as fieldInput } from "../entry-server.js";
import { a as $600b3cf69ae46262$export$90fc3a17d93f704c, r as $51a3e22a5186a962$export$c826860796309d1b, t as $121970af65029459$export$f8aeda7b10753fa1 } from "./useDescription-CgZYQuz7.js";
import { n as $3274bf1495747a7b$export$5add1d006293d136, o as $fd2148440a13ec26$export$fc1a364ae1f3ff10, t as $860f7da480e22816$export$b8473d3665f3a75a } from "./useFormValidation-CInOjrns.js";
import { n as $3578607fe3d4b096$export$cfa2225e87938781 } from "./useCollator-DMa4zt-g.js";
import { t as $ef182bb9912241d8$export$3274cf84b703fff } from "./useFilter-D4x-XY_h.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as Eye } from "./eye-BfPpWNSF.js";
import { t as EyeOff } from "./eye-off-ct9KJCaq.js";
import { t as $b8dcdc58eeae0d40$export$2c73285ae9390cec } from "./TextField-y0GDdB75.js";
import { t as TextArea } from "./TextArea-CLrqE04n.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
// node_modules/@internationalized/number/dist/private/NumberParser.mjs
var $eb76cf4feb040f77$var$CURRENCY_SIGN_REGEX = /* @__PURE__ */ new RegExp("^.*\\(.*\\).*$");
var $eb76cf4feb040f77$var$NUMBERING_SYSTEMS = [
	"latn",
	"arab",
	"hanidec",
	"deva",
	"beng",
	"fullwide"
];
var $eb76cf4feb040f77$export$cd11ab140839f11d = class {
	constructor(locale, options = {}) {
		this.locale = locale;
		this.options = options;
	}
	/**
	* Parses the given string to a number. Returns NaN if a valid number could not be parsed.
	*/ parse(value) {
		return $eb76cf4feb040f77$var$getNumberParserImpl(this.locale, this.options, value).parse(value);
	}
	/**
	* Returns whether the given string could potentially be a valid number. This should be used to
	* validate user input as the user types. If a `minValue` or `maxValue` is provided, the validity
	* of the minus/plus sign characters can be checked.
	*/ isValidPartialNumber(value, minValue, maxValue) {
		return $eb76cf4feb040f77$var$getNumberParserImpl(this.locale, this.options, value).isValidPartialNumber(value, minValue, maxValue);
	}
	/**
	* Returns a numbering system for which the given string is valid in the current locale.
	* If no numbering system could be detected, the default numbering system for the current
	* locale is returned.
	*/ getNumberingSystem(value) {
		return $eb76cf4feb040f77$var$getNumberParserImpl(this.locale, this.options, value).options.numberingSystem;
	}
};
var $eb76cf4feb040f77$var$numberParserCache = /* @__PURE__ */ new Map();
function $eb76cf4feb040f77$var$getNumberParserImpl(locale, options, value) {
	let defaultParser = $eb76cf4feb040f77$var$getCachedNumberParser(locale, options);
	if (!locale.includes("-nu-") && !defaultParser.isValidPartialNumber(value)) {
		for (let numberingSystem of $eb76cf4feb040f77$var$NUMBERING_SYSTEMS) if (numberingSystem !== defaultParser.options.numberingSystem) {
			let parser = $eb76cf4feb040f77$var$getCachedNumberParser(locale + (locale.includes("-u-") ? "-nu-" : "-u-nu-") + numberingSystem, options);
			if (parser.isValidPartialNumber(value)) return parser;
		}
	}
	return defaultParser;
}
function $eb76cf4feb040f77$var$getCachedNumberParser(locale, options) {
	let cacheKey = locale + (options ? Object.entries(options).sort((a, b) => a[0] < b[0] ? -1 : 1).join() : "");
	let parser = $eb76cf4feb040f77$var$numberParserCache.get(cacheKey);
	if (!parser) {
		parser = new $eb76cf4feb040f77$var$NumberParserImpl(locale, options);
		$eb76cf4feb040f77$var$numberParserCache.set(cacheKey, parser);
	}
	return parser;
}
var $eb76cf4feb040f77$var$NumberParserImpl = class {
	constructor(locale, options = {}) {
		this.locale = locale;
		if (options.roundingIncrement !== 1 && options.roundingIncrement != null) {
			if (options.maximumFractionDigits == null && options.minimumFractionDigits == null) {
				options.maximumFractionDigits = 0;
				options.minimumFractionDigits = 0;
			} else if (options.maximumFractionDigits == null) options.maximumFractionDigits = options.minimumFractionDigits;
			else if (options.minimumFractionDigits == null) options.minimumFractionDigits = options.maximumFractionDigits;
		}
		this.formatter = new Intl.NumberFormat(locale, options);
		this.options = this.formatter.resolvedOptions();
		this.symbols = $eb76cf4feb040f77$var$getSymbols(locale, this.formatter, this.options, options);
		if (this.options.style === "percent" && ((this.options.minimumFractionDigits ?? 0) > 18 || (this.options.maximumFractionDigits ?? 0) > 18)) console.warn("NumberParser cannot handle percentages with greater than 18 decimal places, please reduce the number in your options.");
	}
	parse(value) {
		let isGroupSymbolAllowed = this.formatter.resolvedOptions().useGrouping;
		let fullySanitizedValue = this.sanitize(value);
		if (!isGroupSymbolAllowed && this.symbols.group && fullySanitizedValue.includes(this.symbols.group)) return NaN;
		else if (this.symbols.group) fullySanitizedValue = fullySanitizedValue.replaceAll(this.symbols.group, "");
		if (this.symbols.decimal) fullySanitizedValue = fullySanitizedValue.replace(this.symbols.decimal, ".");
		if (this.symbols.minusSign) fullySanitizedValue = fullySanitizedValue.replace(this.symbols.minusSign, "-");
		fullySanitizedValue = fullySanitizedValue.replace(this.symbols.numeral, this.symbols.index);
		if (this.options.style === "percent") {
			let isNegative = fullySanitizedValue.indexOf("-");
			fullySanitizedValue = fullySanitizedValue.replace("-", "");
			fullySanitizedValue = fullySanitizedValue.replace("+", "");
			let index = fullySanitizedValue.indexOf(".");
			if (index === -1) index = fullySanitizedValue.length;
			fullySanitizedValue = fullySanitizedValue.replace(".", "");
			if (index - 2 === 0) fullySanitizedValue = `0.${fullySanitizedValue}`;
			else if (index - 2 === -1) fullySanitizedValue = `0.0${fullySanitizedValue}`;
			else if (index - 2 === -2) fullySanitizedValue = "0.00";
			else fullySanitizedValue = `${fullySanitizedValue.slice(0, index - 2)}.${fullySanitizedValue.slice(index - 2)}`;
			if (isNegative > -1) fullySanitizedValue = `-${fullySanitizedValue}`;
		}
		let newValue = fullySanitizedValue ? +fullySanitizedValue : NaN;
		if (isNaN(newValue)) return NaN;
		if (this.options.style === "percent") {
			let options = {
				...this.options,
				style: "decimal",
				minimumFractionDigits: Math.min((this.options.minimumFractionDigits ?? 0) + 2, 20),
				maximumFractionDigits: Math.min((this.options.maximumFractionDigits ?? 0) + 2, 20)
			};
			return new $eb76cf4feb040f77$export$cd11ab140839f11d(this.locale, options).parse(new $1dfb119a85e764e5$export$cc77c4ff7e8673c5(this.locale, options).format(newValue));
		}
		if (this.options.currencySign === "accounting" && $eb76cf4feb040f77$var$CURRENCY_SIGN_REGEX.test(value)) newValue = -1 * newValue;
		return newValue;
	}
	sanitize(value) {
		let isGroupSymbolAllowed = this.formatter.resolvedOptions().useGrouping;
		if (this.symbols.noNumeralUnits.length > 0 && this.symbols.noNumeralUnits.find((obj) => obj.unit === value)) return this.symbols.noNumeralUnits.find((obj) => obj.unit === value).value.toString();
		value = value.replace(this.symbols.literals, "");
		if (this.symbols.minusSign) value = value.replace("-", this.symbols.minusSign);
		if (this.options.numberingSystem === "arab") {
			if (this.symbols.decimal) {
				value = $eb76cf4feb040f77$var$replaceAll(value, ",", this.symbols.decimal);
				value = $eb76cf4feb040f77$var$replaceAll(value, String.fromCharCode(1548), this.symbols.decimal);
			}
			if (this.symbols.group && isGroupSymbolAllowed) value = $eb76cf4feb040f77$var$replaceAll(value, ".", this.symbols.group);
		}
		if (this.symbols.group === "’" && value.includes("'") && isGroupSymbolAllowed) value = $eb76cf4feb040f77$var$replaceAll(value, "'", this.symbols.group);
		if (this.symbols.group === "'" && value.includes("’") && isGroupSymbolAllowed) value = $eb76cf4feb040f77$var$replaceAll(value, "’", this.symbols.group);
		if (this.options.locale === "fr-FR" && this.symbols.group && isGroupSymbolAllowed) {
			value = $eb76cf4feb040f77$var$replaceAll(value, " ", this.symbols.group);
			value = $eb76cf4feb040f77$var$replaceAll(value, /\u00A0/g, this.symbols.group);
		}
		return value;
	}
	isValidPartialNumber(value, minValue = -Infinity, maxValue = Infinity) {
		let isGroupSymbolAllowed = this.formatter.resolvedOptions().useGrouping;
		value = this.sanitize(value);
		if (this.symbols.minusSign && value.startsWith(this.symbols.minusSign) && minValue < 0) value = value.slice(this.symbols.minusSign.length);
		else if (this.symbols.plusSign && value.startsWith(this.symbols.plusSign) && maxValue > 0) value = value.slice(this.symbols.plusSign.length);
		if (this.symbols.decimal && value.indexOf(this.symbols.decimal) > -1 && this.options.maximumFractionDigits === 0) return false;
		if (this.symbols.group && isGroupSymbolAllowed) value = $eb76cf4feb040f77$var$replaceAll(value, this.symbols.group, "");
		value = value.replace(this.symbols.numeral, "");
		if (this.symbols.decimal) value = value.replace(this.symbols.decimal, "");
		return value.length === 0;
	}
};
var $eb76cf4feb040f77$var$nonLiteralParts = /* @__PURE__ */ new Set([
	"decimal",
	"fraction",
	"integer",
	"minusSign",
	"plusSign",
	"group"
]);
var $eb76cf4feb040f77$var$pluralNumbers = [
	0,
	4,
	2,
	1,
	11,
	20,
	3,
	7,
	100,
	21,
	.1,
	1.1
];
function $eb76cf4feb040f77$var$getSymbols(locale, formatter, intlOptions, originalOptions) {
	let symbolFormatter = new Intl.NumberFormat(locale, {
		...intlOptions,
		minimumSignificantDigits: 1,
		maximumSignificantDigits: 21,
		roundingIncrement: 1,
		roundingPriority: "auto",
		roundingMode: "halfExpand",
		useGrouping: true
	});
	let allParts = symbolFormatter.formatToParts(-10000.111);
	let posAllParts = symbolFormatter.formatToParts(10000.111);
	let pluralParts = $eb76cf4feb040f77$var$pluralNumbers.map((n) => symbolFormatter.formatToParts(n));
	let noNumeralUnits = pluralParts.map((p, i) => {
		let unit = p.find((p) => p.type === "unit");
		if (unit && !p.some((p) => p.type === "integer" || p.type === "fraction")) return {
			unit: unit.value,
			value: $eb76cf4feb040f77$var$pluralNumbers[i]
		};
		return null;
	}).filter((p) => !!p);
	let minusSign = allParts.find((p) => p.type === "minusSign")?.value ?? "-";
	let plusSign = posAllParts.find((p) => p.type === "plusSign")?.value;
	if (!plusSign && (originalOptions?.signDisplay === "exceptZero" || originalOptions?.signDisplay === "always")) plusSign = "+";
	let decimal = new Intl.NumberFormat(locale, {
		...intlOptions,
		minimumFractionDigits: 2,
		maximumFractionDigits: 2
	}).formatToParts(.001).find((p) => p.type === "decimal")?.value;
	let group = allParts.find((p) => p.type === "group")?.value;
	let allPartsLiterals = allParts.filter((p) => !$eb76cf4feb040f77$var$nonLiteralParts.has(p.type)).map((p) => $eb76cf4feb040f77$var$escapeRegex(p.value));
	let pluralPartsLiterals = pluralParts.flatMap((p) => p.filter((p) => !$eb76cf4feb040f77$var$nonLiteralParts.has(p.type)).map((p) => $eb76cf4feb040f77$var$escapeRegex(p.value)));
	let sortedLiterals = [.../* @__PURE__ */ new Set([...allPartsLiterals, ...pluralPartsLiterals])].sort((a, b) => b.length - a.length);
	let literals = sortedLiterals.length === 0 ? /* @__PURE__ */ new RegExp("\\p{White_Space}|\\p{Cf}", "gu") : new RegExp(`${sortedLiterals.join("|")}|\\p{White_Space}|\\p{Cf}`, "gu");
	let numerals = [...new Intl.NumberFormat(intlOptions.locale, { useGrouping: false }).format(9876543210)].reverse();
	let indexes = new Map(numerals.map((d, i) => [d, i]));
	let numeral = new RegExp(`[${numerals.join("")}]`, "g");
	let index = (d) => String(indexes.get(d));
	return {
		minusSign,
		plusSign,
		decimal,
		group,
		literals,
		numeral,
		numerals,
		index,
		noNumeralUnits
	};
}
function $eb76cf4feb040f77$var$replaceAll(str, find, replace) {
	if (str.replaceAll) return str.replaceAll(find, replace);
	return str.split(find).join(replace);
}
function $eb76cf4feb040f77$var$escapeRegex(string) {
	return string.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// node_modules/react-aria/dist/private/utils/useDeepMemo.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $9c268ab73a5d55e5$export$722debc0e56fea39(value, isEqual) {
	let lastValue = (0, import_react.useRef)(null);
	if (value && lastValue.current && isEqual(value, lastValue.current)) value = lastValue.current;
	lastValue.current = value;
	return value;
}
// node_modules/@internationalized/date/dist/private/utils.mjs
function $09ec6a572d60460f$export$842a2cf37af977e1(amount, numerator) {
	return amount - numerator * Math.floor(amount / numerator);
}
// node_modules/@internationalized/date/dist/private/calendars/GregorianCalendar.mjs
var $93635573935797de$var$EPOCH = 1721426;
function $93635573935797de$export$f297eb839006d339(era, year, month, day) {
	year = $93635573935797de$export$c36e0ecb2d4fa69d(era, year);
	let y1 = year - 1;
	let monthOffset = -2;
	if (month <= 2) monthOffset = 0;
	else if ($93635573935797de$export$553d7fa8e3805fc0(year)) monthOffset = -1;
	return 1721425 + 365 * y1 + Math.floor(y1 / 4) - Math.floor(y1 / 100) + Math.floor(y1 / 400) + Math.floor((367 * month - 362) / 12 + monthOffset + day);
}
function $93635573935797de$export$553d7fa8e3805fc0(year) {
	return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
function $93635573935797de$export$c36e0ecb2d4fa69d(era, year) {
	return era === "BC" ? 1 - year : year;
}
function $93635573935797de$export$4475b7e617eb123c(year) {
	let era = "AD";
	if (year <= 0) {
		era = "BC";
		year = 1 - year;
	}
	return [era, year];
}
var $93635573935797de$var$daysInMonth = {
	standard: [
		31,
		28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31
	],
	leapyear: [
		31,
		29,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31
	]
};
var $93635573935797de$export$80ee6245ec4f29ec = class {
	fromJulianDay(jd) {
		let jd0 = jd;
		let depoch = jd0 - $93635573935797de$var$EPOCH;
		let quadricent = Math.floor(depoch / 146097);
		let dqc = $09ec6a572d60460f$export$842a2cf37af977e1(depoch, 146097);
		let cent = Math.floor(dqc / 36524);
		let dcent = $09ec6a572d60460f$export$842a2cf37af977e1(dqc, 36524);
		let quad = Math.floor(dcent / 1461);
		let dquad = $09ec6a572d60460f$export$842a2cf37af977e1(dcent, 1461);
		let yindex = Math.floor(dquad / 365);
		let [era, year] = $93635573935797de$export$4475b7e617eb123c(quadricent * 400 + cent * 100 + quad * 4 + yindex + (cent !== 4 && yindex !== 4 ? 1 : 0));
		let yearDay = jd0 - $93635573935797de$export$f297eb839006d339(era, year, 1, 1);
		let leapAdj = 2;
		if (jd0 < $93635573935797de$export$f297eb839006d339(era, year, 3, 1)) leapAdj = 0;
		else if ($93635573935797de$export$553d7fa8e3805fc0(year)) leapAdj = 1;
		let month = Math.floor(((yearDay + leapAdj) * 12 + 373) / 367);
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(era, year, month, jd0 - $93635573935797de$export$f297eb839006d339(era, year, month, 1) + 1);
	}
	toJulianDay(date) {
		return $93635573935797de$export$f297eb839006d339(date.era, date.year, date.month, date.day);
	}
	getDaysInMonth(date) {
		return $93635573935797de$var$daysInMonth[$93635573935797de$export$553d7fa8e3805fc0(date.year) ? "leapyear" : "standard"][date.month - 1];
	}
	getMonthsInYear(date) {
		return 12;
	}
	getDaysInYear(date) {
		return $93635573935797de$export$553d7fa8e3805fc0(date.year) ? 366 : 365;
	}
	getMaximumMonthsInYear() {
		return 12;
	}
	getMaximumDaysInMonth() {
		return 31;
	}
	getYearsInEra(date) {
		return 9999;
	}
	getEras() {
		return ["BC", "AD"];
	}
	isInverseEra(date) {
		return date.era === "BC";
	}
	balanceDate(date) {
		if (date.year <= 0) {
			date.era = date.era === "BC" ? "AD" : "BC";
			date.year = 1 - date.year;
		}
	}
	constructor() {
		this.identifier = "gregory";
	}
};
// node_modules/@internationalized/date/dist/private/queries.mjs
function $ad063034c8620db8$export$dbc69fd56b53d5e(a, b) {
	return a.isEqual?.(b) ?? b.isEqual?.(a) ?? a.identifier === b.identifier;
}
function $ad063034c8620db8$export$461939dd4422153(timeZone) {
	return $d07e34cce18680fd$export$1b96692a1ba042ac(Date.now(), timeZone);
}
function $ad063034c8620db8$export$68781ddf31c0090f(a, b) {
	return a.calendar.toJulianDay(a) - b.calendar.toJulianDay(b);
}
function $ad063034c8620db8$export$c19a80a9721b80f6(a, b) {
	return $ad063034c8620db8$var$timeToMs(a) - $ad063034c8620db8$var$timeToMs(b);
}
function $ad063034c8620db8$var$timeToMs(a) {
	return a.hour * 36e5 + a.minute * 6e4 + a.second * 1e3 + a.millisecond;
}
var $ad063034c8620db8$var$localTimeZone = null;
var $ad063034c8620db8$var$localTimeZoneOverride = false;
function $ad063034c8620db8$export$aa8b41735afcabd2() {
	if ($ad063034c8620db8$var$localTimeZone == null) $ad063034c8620db8$var$localTimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
	return $ad063034c8620db8$var$localTimeZone;
}
function $ad063034c8620db8$export$6ab69b273755230b() {
	return $ad063034c8620db8$var$localTimeZoneOverride;
}
// node_modules/@internationalized/date/dist/private/conversion.mjs
function $d07e34cce18680fd$export$bd4fb2bc8bb06fb(date) {
	date = $d07e34cce18680fd$export$b4a036af3fc0b032(date, new $93635573935797de$export$80ee6245ec4f29ec());
	return $d07e34cce18680fd$var$epochFromParts($93635573935797de$export$c36e0ecb2d4fa69d(date.era, date.year), date.month, date.day, date.hour, date.minute, date.second, date.millisecond);
}
function $d07e34cce18680fd$var$epochFromParts(year, month, day, hour, minute, second, millisecond) {
	let date = /* @__PURE__ */ new Date();
	date.setUTCHours(hour, minute, second, millisecond);
	date.setUTCFullYear(year, month - 1, day);
	return date.getTime();
}
function $d07e34cce18680fd$export$59c99f3515d3493f(ms, timeZone) {
	if (timeZone === "UTC") return 0;
	if (ms > 0 && timeZone === $ad063034c8620db8$export$aa8b41735afcabd2() && !$ad063034c8620db8$export$6ab69b273755230b()) return new Date(ms).getTimezoneOffset() * -6e4;
	let { year, month, day, hour, minute, second } = $d07e34cce18680fd$var$getTimeZoneParts(ms, timeZone);
	return $d07e34cce18680fd$var$epochFromParts(year, month, day, hour, minute, second, 0) - Math.floor(ms / 1e3) * 1e3;
}
var $d07e34cce18680fd$var$formattersByTimeZone = /* @__PURE__ */ new Map();
function $d07e34cce18680fd$var$getTimeZoneParts(ms, timeZone) {
	let formatter = $d07e34cce18680fd$var$formattersByTimeZone.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat("en-US", {
			timeZone,
			hour12: false,
			era: "short",
			year: "numeric",
			month: "numeric",
			day: "numeric",
			hour: "numeric",
			minute: "numeric",
			second: "numeric"
		});
		$d07e34cce18680fd$var$formattersByTimeZone.set(timeZone, formatter);
	}
	let parts = formatter.formatToParts(new Date(ms));
	let namedParts = {};
	for (let part of parts) if (part.type !== "literal") namedParts[part.type] = part.value;
	return {
		year: namedParts.era === "BC" || namedParts.era === "B" ? -namedParts.year + 1 : +namedParts.year,
		month: +namedParts.month,
		day: +namedParts.day,
		hour: namedParts.hour === "24" ? 0 : +namedParts.hour,
		minute: +namedParts.minute,
		second: +namedParts.second
	};
}
var $d07e34cce18680fd$var$DAYMILLIS = 864e5;
function $d07e34cce18680fd$var$getValidWallTimes(date, timeZone, earlier, later) {
	return (earlier === later ? [earlier] : [earlier, later]).filter((absolute) => $d07e34cce18680fd$var$isValidWallTime(date, timeZone, absolute));
}
function $d07e34cce18680fd$var$isValidWallTime(date, timeZone, absolute) {
	let parts = $d07e34cce18680fd$var$getTimeZoneParts(absolute, timeZone);
	return date.year === parts.year && date.month === parts.month && date.day === parts.day && date.hour === parts.hour && date.minute === parts.minute && date.second === parts.second;
}
function $d07e34cce18680fd$export$5107c82f94518f5c(date, timeZone, disambiguation = "compatible") {
	let dateTime = $d07e34cce18680fd$export$b21e0b124e224484(date);
	if (timeZone === "UTC") return $d07e34cce18680fd$export$bd4fb2bc8bb06fb(dateTime);
	if (timeZone === $ad063034c8620db8$export$aa8b41735afcabd2() && disambiguation === "compatible" && !$ad063034c8620db8$export$6ab69b273755230b()) {
		dateTime = $d07e34cce18680fd$export$b4a036af3fc0b032(dateTime, new $93635573935797de$export$80ee6245ec4f29ec());
		let date = /* @__PURE__ */ new Date();
		let year = $93635573935797de$export$c36e0ecb2d4fa69d(dateTime.era, dateTime.year);
		date.setFullYear(year, dateTime.month - 1, dateTime.day);
		date.setHours(dateTime.hour, dateTime.minute, dateTime.second, dateTime.millisecond);
		return date.getTime();
	}
	let ms = $d07e34cce18680fd$export$bd4fb2bc8bb06fb(dateTime);
	let offsetBefore = $d07e34cce18680fd$export$59c99f3515d3493f(ms - $d07e34cce18680fd$var$DAYMILLIS, timeZone);
	let offsetAfter = $d07e34cce18680fd$export$59c99f3515d3493f(ms + $d07e34cce18680fd$var$DAYMILLIS, timeZone);
	let valid = $d07e34cce18680fd$var$getValidWallTimes(dateTime, timeZone, ms - offsetBefore, ms - offsetAfter);
	if (valid.length === 1) return valid[0];
	if (valid.length > 1) switch (disambiguation) {
		case "compatible":
		case "earlier": return valid[0];
		case "later": return valid[valid.length - 1];
		case "reject": throw new RangeError("Multiple possible absolute times found");
	}
	switch (disambiguation) {
		case "earlier": return Math.min(ms - offsetBefore, ms - offsetAfter);
		case "compatible":
		case "later": return Math.max(ms - offsetBefore, ms - offsetAfter);
		case "reject": throw new RangeError("No such absolute time found");
	}
}
function $d07e34cce18680fd$export$e67a095c620b86fe(dateTime, timeZone, disambiguation = "compatible") {
	return new Date($d07e34cce18680fd$export$5107c82f94518f5c(dateTime, timeZone, disambiguation));
}
function $d07e34cce18680fd$export$1b96692a1ba042ac(ms, timeZone) {
	let offset = $d07e34cce18680fd$export$59c99f3515d3493f(ms, timeZone);
	let date = new Date(ms + offset);
	let year = date.getUTCFullYear();
	let month = date.getUTCMonth() + 1;
	let day = date.getUTCDate();
	let hour = date.getUTCHours();
	let minute = date.getUTCMinutes();
	let second = date.getUTCSeconds();
	let millisecond = date.getUTCMilliseconds();
	return new $2aaf608024c21ca1$export$d3b7288e7994edea(year < 1 ? "BC" : "AD", year < 1 ? -year + 1 : year, month, day, timeZone, offset, hour, minute, second, millisecond);
}
function $d07e34cce18680fd$export$93522d1a439f3617(dateTime) {
	return new $2aaf608024c21ca1$export$99faa760c7908e4f(dateTime.calendar, dateTime.era, dateTime.year, dateTime.month, dateTime.day);
}
function $d07e34cce18680fd$export$b21e0b124e224484(date, time) {
	let hour = 0, minute = 0, second = 0, millisecond = 0;
	if ("timeZone" in date) ({hour: hour, minute: minute, second: second, millisecond: millisecond} = date);
	else if ("hour" in date && !time) return date;
	if (time) ({hour: hour, minute: minute, second: second, millisecond: millisecond} = time);
	return new $2aaf608024c21ca1$export$ca871e8dbb80966f(date.calendar, date.era, date.year, date.month, date.day, hour, minute, second, millisecond);
}
function $d07e34cce18680fd$export$b4a036af3fc0b032(date, calendar) {
	if ($ad063034c8620db8$export$dbc69fd56b53d5e(date.calendar, calendar)) return date;
	let calendarDate = calendar.fromJulianDay(date.calendar.toJulianDay(date));
	let copy = date.copy();
	copy.calendar = calendar;
	copy.era = calendarDate.era;
	copy.year = calendarDate.year;
	copy.month = calendarDate.month;
	copy.day = calendarDate.day;
	$435a2ceaa8778ed8$export$c4e2ecac49351ef2(copy);
	return copy;
}
function $d07e34cce18680fd$export$84c95a83c799e074(date, timeZone, disambiguation) {
	if (date instanceof $2aaf608024c21ca1$export$d3b7288e7994edea) {
		if (date.timeZone === timeZone) return date;
		return $d07e34cce18680fd$export$538b00033cc11c75(date, timeZone);
	}
	return $d07e34cce18680fd$export$1b96692a1ba042ac($d07e34cce18680fd$export$5107c82f94518f5c(date, timeZone, disambiguation), timeZone);
}
function $d07e34cce18680fd$export$83aac07b4c37b25(date) {
	let ms = $d07e34cce18680fd$export$bd4fb2bc8bb06fb(date) - date.offset;
	return new Date(ms);
}
function $d07e34cce18680fd$export$538b00033cc11c75(date, timeZone) {
	return $d07e34cce18680fd$export$b4a036af3fc0b032($d07e34cce18680fd$export$1b96692a1ba042ac($d07e34cce18680fd$export$bd4fb2bc8bb06fb(date) - date.offset, timeZone), date.calendar);
}
function $d07e34cce18680fd$export$d9b67bc93c097491(date) {
	return $d07e34cce18680fd$export$538b00033cc11c75(date, $ad063034c8620db8$export$aa8b41735afcabd2());
}
// node_modules/@internationalized/date/dist/private/manipulation.mjs
var $435a2ceaa8778ed8$var$ONE_HOUR = 36e5;
function $435a2ceaa8778ed8$export$e16d8520af44a096(date, duration) {
	let mutableDate = date.copy();
	let days = "hour" in mutableDate ? $435a2ceaa8778ed8$var$addTimeFields(mutableDate, duration) : 0;
	$435a2ceaa8778ed8$var$addYears(mutableDate, duration.years || 0);
	if (mutableDate.calendar.balanceYearMonth) mutableDate.calendar.balanceYearMonth(mutableDate, date);
	mutableDate.month += duration.months || 0;
	$435a2ceaa8778ed8$var$balanceYearMonth(mutableDate);
	$435a2ceaa8778ed8$var$constrainMonthDay(mutableDate);
	mutableDate.day += (duration.weeks || 0) * 7;
	mutableDate.day += duration.days || 0;
	mutableDate.day += days;
	$435a2ceaa8778ed8$var$balanceDay(mutableDate);
	if (mutableDate.calendar.balanceDate) mutableDate.calendar.balanceDate(mutableDate);
	if (mutableDate.year < 1) {
		mutableDate.year = 1;
		mutableDate.month = 1;
		mutableDate.day = 1;
	}
	let maxYear = mutableDate.calendar.getYearsInEra(mutableDate);
	if (mutableDate.year > maxYear) {
		let isInverseEra = mutableDate.calendar.isInverseEra?.(mutableDate);
		mutableDate.year = maxYear;
		mutableDate.month = isInverseEra ? 1 : mutableDate.calendar.getMonthsInYear(mutableDate);
		mutableDate.day = isInverseEra ? 1 : mutableDate.calendar.getDaysInMonth(mutableDate);
	}
	if (mutableDate.month < 1) {
		mutableDate.month = 1;
		mutableDate.day = 1;
	}
	let maxMonth = mutableDate.calendar.getMonthsInYear(mutableDate);
	if (mutableDate.month > maxMonth) {
		mutableDate.month = maxMonth;
		mutableDate.day = mutableDate.calendar.getDaysInMonth(mutableDate);
	}
	mutableDate.day = Math.max(1, Math.min(mutableDate.calendar.getDaysInMonth(mutableDate), mutableDate.day));
	return mutableDate;
}
function $435a2ceaa8778ed8$var$addYears(date, years) {
	if (date.calendar.isInverseEra?.(date)) years = -years;
	date.year += years;
}
function $435a2ceaa8778ed8$var$balanceYearMonth(date) {
	while (date.month < 1) {
		$435a2ceaa8778ed8$var$addYears(date, -1);
		date.month += date.calendar.getMonthsInYear(date);
	}
	let monthsInYear = 0;
	while (date.month > (monthsInYear = date.calendar.getMonthsInYear(date))) {
		date.month -= monthsInYear;
		$435a2ceaa8778ed8$var$addYears(date, 1);
	}
}
function $435a2ceaa8778ed8$var$balanceDay(date) {
	while (date.day < 1) {
		date.month--;
		$435a2ceaa8778ed8$var$balanceYearMonth(date);
		date.day += date.calendar.getDaysInMonth(date);
	}
	while (date.day > date.calendar.getDaysInMonth(date)) {
		date.day -= date.calendar.getDaysInMonth(date);
		date.month++;
		$435a2ceaa8778ed8$var$balanceYearMonth(date);
	}
}
function $435a2ceaa8778ed8$var$constrainMonthDay(date) {
	date.month = Math.max(1, Math.min(date.calendar.getMonthsInYear(date), date.month));
	date.day = Math.max(1, Math.min(date.calendar.getDaysInMonth(date), date.day));
}
function $435a2ceaa8778ed8$export$c4e2ecac49351ef2(date) {
	if (date.calendar.constrainDate) date.calendar.constrainDate(date);
	date.year = Math.max(1, Math.min(date.calendar.getYearsInEra(date), date.year));
	$435a2ceaa8778ed8$var$constrainMonthDay(date);
}
function $435a2ceaa8778ed8$export$3e2544e88a25bff8(duration) {
	let inverseDuration = {};
	for (let key in duration) if (typeof duration[key] === "number") inverseDuration[key] = -duration[key];
	return inverseDuration;
}
function $435a2ceaa8778ed8$export$4e2d2ead65e5f7e3(date, duration) {
	return $435a2ceaa8778ed8$export$e16d8520af44a096(date, $435a2ceaa8778ed8$export$3e2544e88a25bff8(duration));
}
function $435a2ceaa8778ed8$export$adaa4cf7ef1b65be(date, fields) {
	let mutableDate = date.copy();
	if (fields.era != null) mutableDate.era = fields.era;
	if (fields.year != null) mutableDate.year = fields.year;
	if (fields.month != null) mutableDate.month = fields.month;
	if (fields.day != null) mutableDate.day = fields.day;
	$435a2ceaa8778ed8$export$c4e2ecac49351ef2(mutableDate);
	return mutableDate;
}
function $435a2ceaa8778ed8$export$e5d5e1c1822b6e56(value, fields) {
	let mutableValue = value.copy();
	if (fields.hour != null) mutableValue.hour = fields.hour;
	if (fields.minute != null) mutableValue.minute = fields.minute;
	if (fields.second != null) mutableValue.second = fields.second;
	if (fields.millisecond != null) mutableValue.millisecond = fields.millisecond;
	$435a2ceaa8778ed8$export$7555de1e070510cb(mutableValue);
	return mutableValue;
}
function $435a2ceaa8778ed8$var$balanceTime(time) {
	time.second += Math.floor(time.millisecond / 1e3);
	time.millisecond = $435a2ceaa8778ed8$var$nonNegativeMod(time.millisecond, 1e3);
	time.minute += Math.floor(time.second / 60);
	time.second = $435a2ceaa8778ed8$var$nonNegativeMod(time.second, 60);
	time.hour += Math.floor(time.minute / 60);
	time.minute = $435a2ceaa8778ed8$var$nonNegativeMod(time.minute, 60);
	let days = Math.floor(time.hour / 24);
	time.hour = $435a2ceaa8778ed8$var$nonNegativeMod(time.hour, 24);
	return days;
}
function $435a2ceaa8778ed8$export$7555de1e070510cb(time) {
	time.millisecond = Math.max(0, Math.min(time.millisecond, 999));
	time.second = Math.max(0, Math.min(time.second, 59));
	time.minute = Math.max(0, Math.min(time.minute, 59));
	time.hour = Math.max(0, Math.min(time.hour, 23));
}
function $435a2ceaa8778ed8$var$nonNegativeMod(a, b) {
	let result = a % b;
	if (result < 0) result += b;
	return result;
}
function $435a2ceaa8778ed8$var$addTimeFields(time, duration) {
	time.hour += duration.hours || 0;
	time.minute += duration.minutes || 0;
	time.second += duration.seconds || 0;
	time.millisecond += duration.milliseconds || 0;
	return $435a2ceaa8778ed8$var$balanceTime(time);
}
function $435a2ceaa8778ed8$export$d52ced6badfb9a4c(value, field, amount, options) {
	let mutable = value.copy();
	switch (field) {
		case "era": {
			let eras = value.calendar.getEras();
			let eraIndex = eras.indexOf(value.era);
			if (eraIndex < 0) throw new Error("Invalid era: " + value.era);
			eraIndex = $435a2ceaa8778ed8$var$cycleValue(eraIndex, amount, 0, eras.length - 1, options?.round);
			mutable.era = eras[eraIndex];
			$435a2ceaa8778ed8$export$c4e2ecac49351ef2(mutable);
			break;
		}
		case "year":
			if (mutable.calendar.isInverseEra?.(mutable)) amount = -amount;
			mutable.year = $435a2ceaa8778ed8$var$cycleValue(value.year, amount, -Infinity, 9999, options?.round);
			if (mutable.year === -Infinity) mutable.year = 1;
			if (mutable.calendar.balanceYearMonth) mutable.calendar.balanceYearMonth(mutable, value);
			break;
		case "month":
			mutable.month = $435a2ceaa8778ed8$var$cycleValue(value.month, amount, 1, value.calendar.getMonthsInYear(value), options?.round);
			break;
		case "day":
			mutable.day = $435a2ceaa8778ed8$var$cycleValue(value.day, amount, 1, value.calendar.getDaysInMonth(value), options?.round);
			break;
		default: throw new Error("Unsupported field " + field);
	}
	if (value.calendar.balanceDate) value.calendar.balanceDate(mutable);
	$435a2ceaa8778ed8$export$c4e2ecac49351ef2(mutable);
	return mutable;
}
function $435a2ceaa8778ed8$export$dd02b3e0007dfe28(value, field, amount, options) {
	let mutable = value.copy();
	switch (field) {
		case "hour": {
			let hours = value.hour;
			let min = 0;
			let max = 23;
			if (options?.hourCycle === 12) {
				let isPM = hours >= 12;
				min = isPM ? 12 : 0;
				max = isPM ? 23 : 11;
			}
			mutable.hour = $435a2ceaa8778ed8$var$cycleValue(hours, amount, min, max, options?.round);
			break;
		}
		case "minute":
			mutable.minute = $435a2ceaa8778ed8$var$cycleValue(value.minute, amount, 0, 59, options?.round);
			break;
		case "second":
			mutable.second = $435a2ceaa8778ed8$var$cycleValue(value.second, amount, 0, 59, options?.round);
			break;
		case "millisecond":
			mutable.millisecond = $435a2ceaa8778ed8$var$cycleValue(value.millisecond, amount, 0, 999, options?.round);
			break;
		default: throw new Error("Unsupported field " + field);
	}
	return mutable;
}
function $435a2ceaa8778ed8$var$cycleValue(value, amount, min, max, round = false) {
	if (round) {
		value += Math.sign(amount);
		if (value < min) value = max;
		let div = Math.abs(amount);
		if (amount > 0) value = Math.ceil(value / div) * div;
		else value = Math.floor(value / div) * div;
		if (value > max) value = min;
	} else {
		value += amount;
		if (value < min) value = max - (min - value - 1);
		else if (value > max) value = min + (value - max - 1);
	}
	return value;
}
function $435a2ceaa8778ed8$export$96b1d28349274637(dateTime, duration) {
	let ms;
	if (duration.years != null && duration.years !== 0 || duration.months != null && duration.months !== 0 || duration.weeks != null && duration.weeks !== 0 || duration.days != null && duration.days !== 0) ms = $d07e34cce18680fd$export$5107c82f94518f5c($435a2ceaa8778ed8$export$e16d8520af44a096($d07e34cce18680fd$export$b21e0b124e224484(dateTime), {
		years: duration.years,
		months: duration.months,
		weeks: duration.weeks,
		days: duration.days
	}), dateTime.timeZone);
	else ms = $d07e34cce18680fd$export$bd4fb2bc8bb06fb(dateTime) - dateTime.offset;
	ms += duration.milliseconds || 0;
	ms += (duration.seconds || 0) * 1e3;
	ms += (duration.minutes || 0) * 6e4;
	ms += (duration.hours || 0) * 36e5;
	return $d07e34cce18680fd$export$b4a036af3fc0b032($d07e34cce18680fd$export$1b96692a1ba042ac(ms, dateTime.timeZone), dateTime.calendar);
}
function $435a2ceaa8778ed8$export$6814caac34ca03c7(dateTime, duration) {
	return $435a2ceaa8778ed8$export$96b1d28349274637(dateTime, $435a2ceaa8778ed8$export$3e2544e88a25bff8(duration));
}
function $435a2ceaa8778ed8$export$9a297d111fc86b79(dateTime, field, amount, options) {
	switch (field) {
		case "hour": {
			let min = 0;
			let max = 23;
			if (options?.hourCycle === 12) {
				let isPM = dateTime.hour >= 12;
				min = isPM ? 12 : 0;
				max = isPM ? 23 : 11;
			}
			let plainDateTime = $d07e34cce18680fd$export$b21e0b124e224484(dateTime);
			let minDate = $d07e34cce18680fd$export$b4a036af3fc0b032($435a2ceaa8778ed8$export$e5d5e1c1822b6e56(plainDateTime, { hour: min }), new $93635573935797de$export$80ee6245ec4f29ec());
			let minAbsolute = [$d07e34cce18680fd$export$5107c82f94518f5c(minDate, dateTime.timeZone, "earlier"), $d07e34cce18680fd$export$5107c82f94518f5c(minDate, dateTime.timeZone, "later")].filter((ms) => $d07e34cce18680fd$export$1b96692a1ba042ac(ms, dateTime.timeZone).day === minDate.day)[0];
			let maxDate = $d07e34cce18680fd$export$b4a036af3fc0b032($435a2ceaa8778ed8$export$e5d5e1c1822b6e56(plainDateTime, { hour: max }), new $93635573935797de$export$80ee6245ec4f29ec());
			let maxAbsolute = [$d07e34cce18680fd$export$5107c82f94518f5c(maxDate, dateTime.timeZone, "earlier"), $d07e34cce18680fd$export$5107c82f94518f5c(maxDate, dateTime.timeZone, "later")].filter((ms) => $d07e34cce18680fd$export$1b96692a1ba042ac(ms, dateTime.timeZone).day === maxDate.day).pop();
			let ms = $d07e34cce18680fd$export$bd4fb2bc8bb06fb(dateTime) - dateTime.offset;
			let hours = Math.floor(ms / $435a2ceaa8778ed8$var$ONE_HOUR);
			let remainder = ms % $435a2ceaa8778ed8$var$ONE_HOUR;
			ms = $435a2ceaa8778ed8$var$cycleValue(hours, amount, Math.floor(minAbsolute / $435a2ceaa8778ed8$var$ONE_HOUR), Math.floor(maxAbsolute / $435a2ceaa8778ed8$var$ONE_HOUR), options?.round) * $435a2ceaa8778ed8$var$ONE_HOUR + remainder;
			return $d07e34cce18680fd$export$b4a036af3fc0b032($d07e34cce18680fd$export$1b96692a1ba042ac(ms, dateTime.timeZone), dateTime.calendar);
		}
		case "minute":
		case "second":
		case "millisecond": return $435a2ceaa8778ed8$export$dd02b3e0007dfe28(dateTime, field, amount, options);
		case "era":
		case "year":
		case "month":
		case "day": return $d07e34cce18680fd$export$b4a036af3fc0b032($d07e34cce18680fd$export$1b96692a1ba042ac($d07e34cce18680fd$export$5107c82f94518f5c($435a2ceaa8778ed8$export$d52ced6badfb9a4c($d07e34cce18680fd$export$b21e0b124e224484(dateTime), field, amount, options), dateTime.timeZone), dateTime.timeZone), dateTime.calendar);
		default: throw new Error("Unsupported field " + field);
	}
}
function $435a2ceaa8778ed8$export$31b5430eb18be4f8(dateTime, fields, disambiguation) {
	let plainDateTime = $d07e34cce18680fd$export$b21e0b124e224484(dateTime);
	let res = $435a2ceaa8778ed8$export$e5d5e1c1822b6e56($435a2ceaa8778ed8$export$adaa4cf7ef1b65be(plainDateTime, fields), fields);
	if (res.compare(plainDateTime) === 0) return dateTime;
	return $d07e34cce18680fd$export$b4a036af3fc0b032($d07e34cce18680fd$export$1b96692a1ba042ac($d07e34cce18680fd$export$5107c82f94518f5c(res, dateTime.timeZone, disambiguation), dateTime.timeZone), dateTime.calendar);
}
// node_modules/@internationalized/date/dist/private/string.mjs
var $58246871e4652552$var$DATE_RE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})$/;
var $58246871e4652552$var$DATE_TIME_RE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2}))?(?::(\d{2}))?(?::(\d{2}))?(\.\d+)?$/;
var $58246871e4652552$var$ABSOLUTE_RE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2}))?(?::(\d{2}))?(?::(\d{2}))?(\.\d+)?(?:(?:([+-]\d{2})(?::?(\d{2}))?)|Z)$/;
function $58246871e4652552$export$6b862160d295c8e(value) {
	let m = value.match($58246871e4652552$var$DATE_RE);
	if (!m) {
		if ($58246871e4652552$var$ABSOLUTE_RE.test(value)) throw new Error(`Invalid ISO 8601 date string: ${value}. Use parseAbsolute() instead.`);
		throw new Error("Invalid ISO 8601 date string: " + value);
	}
	let date = new $2aaf608024c21ca1$export$99faa760c7908e4f($58246871e4652552$var$parseNumber(m[1], 0, 9999), $58246871e4652552$var$parseNumber(m[2], 1, 12), 1);
	date.day = $58246871e4652552$var$parseNumber(m[3], 1, date.calendar.getDaysInMonth(date));
	return date;
}
function $58246871e4652552$export$588937bcd60ade55(value) {
	let m = value.match($58246871e4652552$var$DATE_TIME_RE);
	if (!m) {
		if ($58246871e4652552$var$ABSOLUTE_RE.test(value)) throw new Error(`Invalid ISO 8601 date time string: ${value}. Use parseAbsolute() instead.`);
		throw new Error("Invalid ISO 8601 date time string: " + value);
	}
	let year = $58246871e4652552$var$parseNumber(m[1], -9999, 9999);
	let date = new $2aaf608024c21ca1$export$ca871e8dbb80966f(year < 1 ? "BC" : "AD", year < 1 ? -year + 1 : year, $58246871e4652552$var$parseNumber(m[2], 1, 12), 1, m[4] ? $58246871e4652552$var$parseNumber(m[4], 0, 23) : 0, m[5] ? $58246871e4652552$var$parseNumber(m[5], 0, 59) : 0, m[6] ? $58246871e4652552$var$parseNumber(m[6], 0, 59) : 0, m[7] ? $58246871e4652552$var$parseNumber(m[7], 0, Infinity) * 1e3 : 0);
	date.day = $58246871e4652552$var$parseNumber(m[3], 0, date.calendar.getDaysInMonth(date));
	return date;
}
function $58246871e4652552$var$parseNumber(value, min, max) {
	let val = Number(value);
	if (val < min || val > max) throw new RangeError(`Value out of range: ${min} <= ${val} <= ${max}`);
	return val;
}
function $58246871e4652552$export$f59dee82248f5ad4(time) {
	return `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}:${String(time.second).padStart(2, "0")}${time.millisecond ? String(time.millisecond / 1e3).slice(1) : ""}`;
}
function $58246871e4652552$export$60dfd74aa96791bd(date) {
	let gregorianDate = $d07e34cce18680fd$export$b4a036af3fc0b032(date, new $93635573935797de$export$80ee6245ec4f29ec());
	let year;
	if (gregorianDate.era === "BC") year = gregorianDate.year === 1 ? "0000" : "-" + String(Math.abs(1 - gregorianDate.year)).padStart(6, "00");
	else year = String(gregorianDate.year).padStart(4, "0");
	return `${year}-${String(gregorianDate.month).padStart(2, "0")}-${String(gregorianDate.day).padStart(2, "0")}`;
}
function $58246871e4652552$export$4223de14708adc63(date) {
	return `${$58246871e4652552$export$60dfd74aa96791bd(date)}T${$58246871e4652552$export$f59dee82248f5ad4(date)}`;
}
function $58246871e4652552$var$offsetToString(offset) {
	let sign = Math.sign(offset) < 0 ? "-" : "+";
	offset = Math.abs(offset);
	let offsetHours = Math.floor(offset / 36e5);
	let offsetMinutes = Math.floor(offset % 36e5 / 6e4);
	let offsetSeconds = Math.floor(offset % 36e5 % 6e4 / 1e3);
	let stringOffset = `${sign}${String(offsetHours).padStart(2, "0")}:${String(offsetMinutes).padStart(2, "0")}`;
	if (offsetSeconds !== 0) stringOffset += `:${String(offsetSeconds).padStart(2, "0")}`;
	return stringOffset;
}
function $58246871e4652552$export$bf79f1ebf4b18792(date) {
	return `${$58246871e4652552$export$4223de14708adc63(date)}${$58246871e4652552$var$offsetToString(date.offset)}[${date.timeZone}]`;
}
// node_modules/@internationalized/date/dist/private/CalendarDate.mjs
function $2aaf608024c21ca1$var$shiftArgs(args) {
	let calendar = typeof args[0] === "object" ? args.shift() : new $93635573935797de$export$80ee6245ec4f29ec();
	let era;
	if (typeof args[0] === "string") era = args.shift();
	else {
		let eras = calendar.getEras();
		era = eras[eras.length - 1];
	}
	let year = args.shift();
	let month = args.shift();
	let day = args.shift();
	return [
		calendar,
		era,
		year,
		month,
		day
	];
}
var $2aaf608024c21ca1$export$99faa760c7908e4f = class $2aaf608024c21ca1$export$99faa760c7908e4f {
	#type;
	constructor(...args) {
		let [calendar, era, year, month, day] = $2aaf608024c21ca1$var$shiftArgs(args);
		this.calendar = calendar;
		this.era = era;
		this.year = year;
		this.month = month;
		this.day = day;
		$435a2ceaa8778ed8$export$c4e2ecac49351ef2(this);
	}
	/** Returns a copy of this date. */ copy() {
		if (this.era) return new $2aaf608024c21ca1$export$99faa760c7908e4f(this.calendar, this.era, this.year, this.month, this.day);
		else return new $2aaf608024c21ca1$export$99faa760c7908e4f(this.calendar, this.year, this.month, this.day);
	}
	/** Returns a new `CalendarDate` with the given duration added to it. */ add(duration) {
		return $435a2ceaa8778ed8$export$e16d8520af44a096(this, duration);
	}
	/** Returns a new `CalendarDate` with the given duration subtracted from it. */ subtract(duration) {
		return $435a2ceaa8778ed8$export$4e2d2ead65e5f7e3(this, duration);
	}
	/**
	* Returns a new `CalendarDate` with the given fields set to the provided values. Other fields
	* will be constrained accordingly.
	*/ set(fields) {
		return $435a2ceaa8778ed8$export$adaa4cf7ef1b65be(this, fields);
	}
	/**
	* Returns a new `CalendarDate` with the given field adjusted by a specified amount.
	* When the resulting value reaches the limits of the field, it wraps around.
	*/ cycle(field, amount, options) {
		return $435a2ceaa8778ed8$export$d52ced6badfb9a4c(this, field, amount, options);
	}
	/**
	* Converts the date to a native JavaScript Date object, with the time set to midnight in the
	* given time zone.
	*/ toDate(timeZone) {
		return $d07e34cce18680fd$export$e67a095c620b86fe(this, timeZone);
	}
	/** Converts the date to an ISO 8601 formatted string. */ toString() {
		return $58246871e4652552$export$60dfd74aa96791bd(this);
	}
	/**
	* Compares this date with another. A negative result indicates that this date is before the given
	* one, and a positive date indicates that it is after.
	*/ compare(b) {
		return $ad063034c8620db8$export$68781ddf31c0090f(this, b);
	}
};
var $2aaf608024c21ca1$export$ca871e8dbb80966f = class $2aaf608024c21ca1$export$ca871e8dbb80966f {
	#type;
	constructor(...args) {
		let [calendar, era, year, month, day] = $2aaf608024c21ca1$var$shiftArgs(args);
		this.calendar = calendar;
		this.era = era;
		this.year = year;
		this.month = month;
		this.day = day;
		this.hour = args.shift() || 0;
		this.minute = args.shift() || 0;
		this.second = args.shift() || 0;
		this.millisecond = args.shift() || 0;
		$435a2ceaa8778ed8$export$c4e2ecac49351ef2(this);
	}
	/** Returns a copy of this date. */ copy() {
		if (this.era) return new $2aaf608024c21ca1$export$ca871e8dbb80966f(this.calendar, this.era, this.year, this.month, this.day, this.hour, this.minute, this.second, this.millisecond);
		else return new $2aaf608024c21ca1$export$ca871e8dbb80966f(this.calendar, this.year, this.month, this.day, this.hour, this.minute, this.second, this.millisecond);
	}
	/** Returns a new `CalendarDateTime` with the given duration added to it. */ add(duration) {
		return $435a2ceaa8778ed8$export$e16d8520af44a096(this, duration);
	}
	/** Returns a new `CalendarDateTime` with the given duration subtracted from it. */ subtract(duration) {
		return $435a2ceaa8778ed8$export$4e2d2ead65e5f7e3(this, duration);
	}
	/**
	* Returns a new `CalendarDateTime` with the given fields set to the provided values. Other fields
	* will be constrained accordingly.
	*/ set(fields) {
		return $435a2ceaa8778ed8$export$adaa4cf7ef1b65be($435a2ceaa8778ed8$export$e5d5e1c1822b6e56(this, fields), fields);
	}
	/**
	* Returns a new `CalendarDateTime` with the given field adjusted by a specified amount.
	* When the resulting value reaches the limits of the field, it wraps around.
	*/ cycle(field, amount, options) {
		switch (field) {
			case "era":
			case "year":
			case "month":
			case "day": return $435a2ceaa8778ed8$export$d52ced6badfb9a4c(this, field, amount, options);
			default: return $435a2ceaa8778ed8$export$dd02b3e0007dfe28(this, field, amount, options);
		}
	}
	/** Converts the date to a native JavaScript Date object in the given time zone. */ toDate(timeZone, disambiguation) {
		return $d07e34cce18680fd$export$e67a095c620b86fe(this, timeZone, disambiguation);
	}
	/** Converts the date to an ISO 8601 formatted string. */ toString() {
		return $58246871e4652552$export$4223de14708adc63(this);
	}
	/**
	* Compares this date with another. A negative result indicates that this date is before the given
	* one, and a positive date indicates that it is after.
	*/ compare(b) {
		let res = $ad063034c8620db8$export$68781ddf31c0090f(this, b);
		if (res === 0) return $ad063034c8620db8$export$c19a80a9721b80f6(this, $d07e34cce18680fd$export$b21e0b124e224484(b));
		return res;
	}
};
var $2aaf608024c21ca1$export$d3b7288e7994edea = class $2aaf608024c21ca1$export$d3b7288e7994edea {
	#type;
	constructor(...args) {
		let [calendar, era, year, month, day] = $2aaf608024c21ca1$var$shiftArgs(args);
		let timeZone = args.shift();
		let offset = args.shift();
		this.calendar = calendar;
		this.era = era;
		this.year = year;
		this.month = month;
		this.day = day;
		this.timeZone = timeZone;
		this.offset = offset;
		this.hour = args.shift() || 0;
		this.minute = args.shift() || 0;
		this.second = args.shift() || 0;
		this.millisecond = args.shift() || 0;
		$435a2ceaa8778ed8$export$c4e2ecac49351ef2(this);
	}
	/** Returns a copy of this date. */ copy() {
		if (this.era) return new $2aaf608024c21ca1$export$d3b7288e7994edea(this.calendar, this.era, this.year, this.month, this.day, this.timeZone, this.offset, this.hour, this.minute, this.second, this.millisecond);
		else return new $2aaf608024c21ca1$export$d3b7288e7994edea(this.calendar, this.year, this.month, this.day, this.timeZone, this.offset, this.hour, this.minute, this.second, this.millisecond);
	}
	/** Returns a new `ZonedDateTime` with the given duration added to it. */ add(duration) {
		return $435a2ceaa8778ed8$export$96b1d28349274637(this, duration);
	}
	/** Returns a new `ZonedDateTime` with the given duration subtracted from it. */ subtract(duration) {
		return $435a2ceaa8778ed8$export$6814caac34ca03c7(this, duration);
	}
	/**
	* Returns a new `ZonedDateTime` with the given fields set to the provided values. Other fields
	* will be constrained accordingly.
	*/ set(fields, disambiguation) {
		return $435a2ceaa8778ed8$export$31b5430eb18be4f8(this, fields, disambiguation);
	}
	/**
	* Returns a new `ZonedDateTime` with the given field adjusted by a specified amount.
	* When the resulting value reaches the limits of the field, it wraps around.
	*/ cycle(field, amount, options) {
		return $435a2ceaa8778ed8$export$9a297d111fc86b79(this, field, amount, options);
	}
	/** Converts the date to a native JavaScript Date object. */ toDate() {
		return $d07e34cce18680fd$export$83aac07b4c37b25(this);
	}
	/**
	* Converts the date to an ISO 8601 formatted string, including the UTC offset and time zone
	* identifier.
	*/ toString() {
		return $58246871e4652552$export$bf79f1ebf4b18792(this);
	}
	/** Converts the date to an ISO 8601 formatted string in UTC. */ toAbsoluteString() {
		return this.toDate().toISOString();
	}
	/**
	* Compares this date with another. A negative result indicates that this date is before the given
	* one, and a positive date indicates that it is after.
	*/ compare(b) {
		return this.toDate().getTime() - $d07e34cce18680fd$export$84c95a83c799e074(b, this.timeZone).toDate().getTime();
	}
};
// node_modules/@internationalized/date/dist/private/calendars/JapaneseCalendar.mjs
var $34b940b49ba042df$var$ERA_START_DATES = [
	[
		1868,
		9,
		8
	],
	[
		1912,
		7,
		30
	],
	[
		1926,
		12,
		25
	],
	[
		1989,
		1,
		8
	],
	[
		2019,
		5,
		1
	]
];
var $34b940b49ba042df$var$ERA_END_DATES = [
	[
		1912,
		7,
		29
	],
	[
		1926,
		12,
		24
	],
	[
		1989,
		1,
		7
	],
	[
		2019,
		4,
		30
	]
];
var $34b940b49ba042df$var$ERA_ADDENDS = [
	1867,
	1911,
	1925,
	1988,
	2018
];
var $34b940b49ba042df$var$ERA_NAMES = [
	"meiji",
	"taisho",
	"showa",
	"heisei",
	"reiwa"
];
function $34b940b49ba042df$var$findEraFromGregorianDate(date) {
	const idx = $34b940b49ba042df$var$ERA_START_DATES.findIndex(([year, month, day]) => {
		if (date.year < year) return true;
		if (date.year === year && date.month < month) return true;
		if (date.year === year && date.month === month && date.day < day) return true;
		return false;
	});
	if (idx === -1) return $34b940b49ba042df$var$ERA_START_DATES.length - 1;
	if (idx === 0) return 0;
	return idx - 1;
}
function $34b940b49ba042df$var$toGregorian(date) {
	let eraAddend = $34b940b49ba042df$var$ERA_ADDENDS[$34b940b49ba042df$var$ERA_NAMES.indexOf(date.era)];
	if (!eraAddend) throw new Error("Unknown era: " + date.era);
	return new $2aaf608024c21ca1$export$99faa760c7908e4f(date.year + eraAddend, date.month, date.day);
}
var $34b940b49ba042df$export$b746ab2b60cdffbf = class extends $93635573935797de$export$80ee6245ec4f29ec {
	fromJulianDay(jd) {
		let date = super.fromJulianDay(jd);
		let era = $34b940b49ba042df$var$findEraFromGregorianDate(date);
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, $34b940b49ba042df$var$ERA_NAMES[era], date.year - $34b940b49ba042df$var$ERA_ADDENDS[era], date.month, date.day);
	}
	toJulianDay(date) {
		return super.toJulianDay($34b940b49ba042df$var$toGregorian(date));
	}
	balanceDate(date) {
		let gregorianDate = $34b940b49ba042df$var$toGregorian(date);
		let era = $34b940b49ba042df$var$findEraFromGregorianDate(gregorianDate);
		if ($34b940b49ba042df$var$ERA_NAMES[era] !== date.era) {
			date.era = $34b940b49ba042df$var$ERA_NAMES[era];
			date.year = gregorianDate.year - $34b940b49ba042df$var$ERA_ADDENDS[era];
		}
		this.constrainDate(date);
	}
	constrainDate(date) {
		let idx = $34b940b49ba042df$var$ERA_NAMES.indexOf(date.era);
		let end = $34b940b49ba042df$var$ERA_END_DATES[idx];
		if (end != null) {
			let [endYear, endMonth, endDay] = end;
			let maxYear = endYear - $34b940b49ba042df$var$ERA_ADDENDS[idx];
			date.year = Math.max(1, Math.min(maxYear, date.year));
			if (date.year === maxYear) {
				date.month = Math.min(endMonth, date.month);
				if (date.month === endMonth) date.day = Math.min(endDay, date.day);
			}
		}
		if (date.year === 1 && idx >= 0) {
			let [, startMonth, startDay] = $34b940b49ba042df$var$ERA_START_DATES[idx];
			date.month = Math.max(startMonth, date.month);
			if (date.month === startMonth) date.day = Math.max(startDay, date.day);
		}
	}
	getEras() {
		return $34b940b49ba042df$var$ERA_NAMES;
	}
	getYearsInEra(date) {
		let era = $34b940b49ba042df$var$ERA_NAMES.indexOf(date.era);
		let cur = $34b940b49ba042df$var$ERA_START_DATES[era];
		let next = $34b940b49ba042df$var$ERA_START_DATES[era + 1];
		if (next == null) return 9999 - cur[0] + 1;
		let years = next[0] - cur[0];
		if (date.month < next[1] || date.month === next[1] && date.day < next[2]) years++;
		return years;
	}
	getDaysInMonth(date) {
		return super.getDaysInMonth($34b940b49ba042df$var$toGregorian(date));
	}
	getMinimumMonthInYear(date) {
		let start = $34b940b49ba042df$var$getMinimums(date);
		return start ? start[1] : 1;
	}
	getMinimumDayInMonth(date) {
		let start = $34b940b49ba042df$var$getMinimums(date);
		return start && date.month === start[1] ? start[2] : 1;
	}
	constructor(...args) {
		super(...args), this.identifier = "japanese";
	}
};
function $34b940b49ba042df$var$getMinimums(date) {
	if (date.year === 1) return $34b940b49ba042df$var$ERA_START_DATES[$34b940b49ba042df$var$ERA_NAMES.indexOf(date.era)];
}
// node_modules/@internationalized/date/dist/private/calendars/BuddhistCalendar.mjs
var $63d4eafd4d826996$var$BUDDHIST_ERA_START = -543;
var $63d4eafd4d826996$export$42d20a78301dee44 = class extends $93635573935797de$export$80ee6245ec4f29ec {
	fromJulianDay(jd) {
		let gregorianDate = super.fromJulianDay(jd);
		let year = $93635573935797de$export$c36e0ecb2d4fa69d(gregorianDate.era, gregorianDate.year);
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, year - $63d4eafd4d826996$var$BUDDHIST_ERA_START, gregorianDate.month, gregorianDate.day);
	}
	toJulianDay(date) {
		return super.toJulianDay($63d4eafd4d826996$var$toGregorian(date));
	}
	getEras() {
		return ["BE"];
	}
	getDaysInMonth(date) {
		return super.getDaysInMonth($63d4eafd4d826996$var$toGregorian(date));
	}
	balanceDate() {}
	constructor(...args) {
		super(...args), this.identifier = "buddhist";
	}
};
function $63d4eafd4d826996$var$toGregorian(date) {
	let [era, year] = $93635573935797de$export$4475b7e617eb123c(date.year + $63d4eafd4d826996$var$BUDDHIST_ERA_START);
	return new $2aaf608024c21ca1$export$99faa760c7908e4f(era, year, date.month, date.day);
}
// node_modules/@internationalized/date/dist/private/calendars/TaiwanCalendar.mjs
var $c009cc5f64923054$var$TAIWAN_ERA_START = 1911;
function $c009cc5f64923054$var$gregorianYear(date) {
	return date.era === "minguo" ? date.year + $c009cc5f64923054$var$TAIWAN_ERA_START : 1 - date.year + $c009cc5f64923054$var$TAIWAN_ERA_START;
}
function $c009cc5f64923054$var$gregorianToTaiwan(year) {
	let y = year - $c009cc5f64923054$var$TAIWAN_ERA_START;
	if (y > 0) return ["minguo", y];
	else return ["before_minguo", 1 - y];
}
var $c009cc5f64923054$export$65e01080afcb0799 = class extends $93635573935797de$export$80ee6245ec4f29ec {
	fromJulianDay(jd) {
		let date = super.fromJulianDay(jd);
		let [era, year] = $c009cc5f64923054$var$gregorianToTaiwan($93635573935797de$export$c36e0ecb2d4fa69d(date.era, date.year));
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, era, year, date.month, date.day);
	}
	toJulianDay(date) {
		return super.toJulianDay($c009cc5f64923054$var$toGregorian(date));
	}
	getEras() {
		return ["before_minguo", "minguo"];
	}
	balanceDate(date) {
		let [era, year] = $c009cc5f64923054$var$gregorianToTaiwan($c009cc5f64923054$var$gregorianYear(date));
		date.era = era;
		date.year = year;
	}
	isInverseEra(date) {
		return date.era === "before_minguo";
	}
	getDaysInMonth(date) {
		return super.getDaysInMonth($c009cc5f64923054$var$toGregorian(date));
	}
	getYearsInEra(date) {
		return date.era === "before_minguo" ? 9999 : 8088;
	}
	constructor(...args) {
		super(...args), this.identifier = "roc";
	}
};
function $c009cc5f64923054$var$toGregorian(date) {
	let [era, year] = $93635573935797de$export$4475b7e617eb123c($c009cc5f64923054$var$gregorianYear(date));
	return new $2aaf608024c21ca1$export$99faa760c7908e4f(era, year, date.month, date.day);
}
// node_modules/@internationalized/date/dist/private/calendars/PersianCalendar.mjs
var $a0cc0739a536c3b1$var$PERSIAN_EPOCH = 1948320;
var $a0cc0739a536c3b1$var$MONTH_START = [
	0,
	31,
	62,
	93,
	124,
	155,
	186,
	216,
	246,
	276,
	306,
	336
];
var $a0cc0739a536c3b1$export$37fccdbfd14c5939 = class {
	fromJulianDay(jd) {
		let daysSinceEpoch = jd - $a0cc0739a536c3b1$var$PERSIAN_EPOCH;
		let year = 1 + Math.floor((33 * daysSinceEpoch + 3) / 12053);
		let dayOfYear = daysSinceEpoch - (365 * (year - 1) + Math.floor((8 * year + 21) / 33));
		let month = dayOfYear < 216 ? Math.floor(dayOfYear / 31) : Math.floor((dayOfYear - 6) / 30);
		let day = dayOfYear - $a0cc0739a536c3b1$var$MONTH_START[month] + 1;
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, year, month + 1, day);
	}
	toJulianDay(date) {
		let jd = 1948319 + 365 * (date.year - 1) + Math.floor((8 * date.year + 21) / 33);
		jd += $a0cc0739a536c3b1$var$MONTH_START[date.month - 1];
		jd += date.day;
		return jd;
	}
	getMonthsInYear() {
		return 12;
	}
	getDaysInMonth(date) {
		if (date.month <= 6) return 31;
		if (date.month <= 11) return 30;
		return $09ec6a572d60460f$export$842a2cf37af977e1(25 * date.year + 11, 33) < 8 ? 30 : 29;
	}
	getMaximumMonthsInYear() {
		return 12;
	}
	getMaximumDaysInMonth() {
		return 31;
	}
	getEras() {
		return ["AP"];
	}
	getYearsInEra() {
		return 9377;
	}
	constructor() {
		this.identifier = "persian";
	}
};
// node_modules/@internationalized/date/dist/private/calendars/IndianCalendar.mjs
var $11fa67a177e45470$var$INDIAN_ERA_START = 78;
var $11fa67a177e45470$var$INDIAN_YEAR_START = 80;
var $11fa67a177e45470$export$39f31c639fa15726 = class extends $93635573935797de$export$80ee6245ec4f29ec {
	fromJulianDay(jd) {
		let date = super.fromJulianDay(jd);
		let indianYear = date.year - $11fa67a177e45470$var$INDIAN_ERA_START;
		let yDay = jd - $93635573935797de$export$f297eb839006d339(date.era, date.year, 1, 1);
		let leapMonth;
		if (yDay < $11fa67a177e45470$var$INDIAN_YEAR_START) {
			indianYear--;
			leapMonth = $93635573935797de$export$553d7fa8e3805fc0(date.year - 1) ? 31 : 30;
			yDay += leapMonth + 155 + 90 + 10;
		} else {
			leapMonth = $93635573935797de$export$553d7fa8e3805fc0(date.year) ? 31 : 30;
			yDay -= $11fa67a177e45470$var$INDIAN_YEAR_START;
		}
		let indianMonth;
		let indianDay;
		if (yDay < leapMonth) {
			indianMonth = 1;
			indianDay = yDay + 1;
		} else {
			let mDay = yDay - leapMonth;
			if (mDay < 155) {
				indianMonth = Math.floor(mDay / 31) + 2;
				indianDay = mDay % 31 + 1;
			} else {
				mDay -= 155;
				indianMonth = Math.floor(mDay / 30) + 7;
				indianDay = mDay % 30 + 1;
			}
		}
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, indianYear, indianMonth, indianDay);
	}
	toJulianDay(date) {
		let [era, year] = $93635573935797de$export$4475b7e617eb123c(date.year + $11fa67a177e45470$var$INDIAN_ERA_START);
		let leapMonth;
		let jd;
		if ($93635573935797de$export$553d7fa8e3805fc0(year)) {
			leapMonth = 31;
			jd = $93635573935797de$export$f297eb839006d339(era, year, 3, 21);
		} else {
			leapMonth = 30;
			jd = $93635573935797de$export$f297eb839006d339(era, year, 3, 22);
		}
		if (date.month === 1) return jd + date.day - 1;
		jd += leapMonth + Math.min(date.month - 2, 5) * 31;
		if (date.month >= 8) jd += (date.month - 7) * 30;
		jd += date.day - 1;
		return jd;
	}
	getDaysInMonth(date) {
		if (date.month === 1 && $93635573935797de$export$553d7fa8e3805fc0(date.year + $11fa67a177e45470$var$INDIAN_ERA_START)) return 31;
		if (date.month >= 2 && date.month <= 6) return 31;
		return 30;
	}
	getYearsInEra() {
		return 9919;
	}
	getEras() {
		return ["saka"];
	}
	balanceDate() {}
	constructor(...args) {
		super(...args), this.identifier = "indian";
	}
};
// node_modules/@internationalized/date/dist/private/calendars/IslamicCalendar.mjs
var $fd4f9bc1ba0e49a8$var$CIVIL_EPOC = 1948440;
var $fd4f9bc1ba0e49a8$var$ASTRONOMICAL_EPOC = 1948439;
var $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START = 1300;
var $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END = 1600;
var $fd4f9bc1ba0e49a8$var$UMALQURA_START_DAYS = 460322;
function $fd4f9bc1ba0e49a8$var$islamicToJulianDay(epoch, year, month, day) {
	return day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + epoch - 1;
}
function $fd4f9bc1ba0e49a8$var$julianDayToIslamic(calendar, epoch, jd) {
	let year = Math.floor((30 * (jd - epoch) + 10646) / 10631);
	let month = Math.min(12, Math.ceil((jd - (29 + $fd4f9bc1ba0e49a8$var$islamicToJulianDay(epoch, year, 1, 1))) / 29.5) + 1);
	return new $2aaf608024c21ca1$export$99faa760c7908e4f(calendar, year, month, jd - $fd4f9bc1ba0e49a8$var$islamicToJulianDay(epoch, year, month, 1) + 1);
}
function $fd4f9bc1ba0e49a8$var$isLeapYear(year) {
	return (14 + 11 * year) % 30 < 11;
}
var $fd4f9bc1ba0e49a8$export$2066795aadd37bfc = class {
	fromJulianDay(jd) {
		return $fd4f9bc1ba0e49a8$var$julianDayToIslamic(this, $fd4f9bc1ba0e49a8$var$CIVIL_EPOC, jd);
	}
	toJulianDay(date) {
		return $fd4f9bc1ba0e49a8$var$islamicToJulianDay($fd4f9bc1ba0e49a8$var$CIVIL_EPOC, date.year, date.month, date.day);
	}
	getDaysInMonth(date) {
		let length = 29 + date.month % 2;
		if (date.month === 12 && $fd4f9bc1ba0e49a8$var$isLeapYear(date.year)) length++;
		return length;
	}
	getMonthsInYear() {
		return 12;
	}
	getDaysInYear(date) {
		return $fd4f9bc1ba0e49a8$var$isLeapYear(date.year) ? 355 : 354;
	}
	getMaximumMonthsInYear() {
		return 12;
	}
	getMaximumDaysInMonth() {
		return 30;
	}
	getYearsInEra() {
		return 9665;
	}
	getEras() {
		return ["AH"];
	}
	constructor() {
		this.identifier = "islamic-civil";
	}
};
var $fd4f9bc1ba0e49a8$export$37f0887f2f9d22f7 = class extends $fd4f9bc1ba0e49a8$export$2066795aadd37bfc {
	fromJulianDay(jd) {
		return $fd4f9bc1ba0e49a8$var$julianDayToIslamic(this, $fd4f9bc1ba0e49a8$var$ASTRONOMICAL_EPOC, jd);
	}
	toJulianDay(date) {
		return $fd4f9bc1ba0e49a8$var$islamicToJulianDay($fd4f9bc1ba0e49a8$var$ASTRONOMICAL_EPOC, date.year, date.month, date.day);
	}
	constructor(...args) {
		super(...args), this.identifier = "islamic-tbla";
	}
};
var $fd4f9bc1ba0e49a8$var$UMALQURA_DATA = "qgpUDckO1AbqBmwDrQpVBakGkgepC9QF2gpcBS0NlQZKB1QLagutBa4ETwoXBYsGpQbVCtYCWwmdBE0KJg2VDawFtgm6AlsKKwWVCsoG6Qr0AnYJtgJWCcoKpAvSC9kF3AJtCU0FpQpSC6ULtAW2CVcFlwJLBaMGUgdlC2oFqworBZUMSg2lDcoF1gpXCasESwmlClILagt1BXYCtwhbBFUFqQW0BdoJ3QRuAjYJqgpUDbIN1QXaAlsJqwRVCkkLZAtxC7QFtQpVCiUNkg7JDtQG6QprCasEkwpJDaQNsg25CroEWworBZUKKgtVC1wFvQQ9Ah0JlQpKC1oLbQW2AjsJmwRVBqkGVAdqC2wFrQpVBSkLkgupC9QF2gpaBasKlQVJB2QHqgu1BbYCVgpNDiULUgtqC60FrgIvCZcESwalBqwG1gpdBZ0ETQoWDZUNqgW1BdoCWwmtBJUFygbkBuoK9QS2AlYJqgpUC9IL2QXqAm0JrQSVCkoLpQuyBbUJ1gSXCkcFkwZJB1ULagVrCisFiwpGDaMNygXWCtsEawJLCaUKUgtpC3UFdgG3CFsCKwVlBbQF2gntBG0BtgimClINqQ3UBdoKWwmrBFMGKQdiB6kLsgW1ClUFJQuSDckO0gbpCmsFqwRVCikNVA2qDbUJugQ7CpsETQqqCtUK2gJdCV4ELgqaDFUNsga5BroEXQotBZUKUguoC7QLuQXaAloJSgukDdEO6AZqC20FNQWVBkoNqA3UDdoGWwWdAisGFQtKC5ULqgWuCi4JjwwnBZUGqgbWCl0FnQI=";
var $fd4f9bc1ba0e49a8$var$UMALQURA_MONTHLENGTH;
var $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE;
function $fd4f9bc1ba0e49a8$var$umalquraYearStart(year) {
	return $fd4f9bc1ba0e49a8$var$UMALQURA_START_DAYS + $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE[year - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START];
}
function $fd4f9bc1ba0e49a8$var$umalquraMonthLength(year, month) {
	let idx = year - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START;
	let mask = 1 << 11 - (month - 1);
	if (($fd4f9bc1ba0e49a8$var$UMALQURA_MONTHLENGTH[idx] & mask) === 0) return 29;
	else return 30;
}
function $fd4f9bc1ba0e49a8$var$umalquraMonthStart(year, month) {
	let day = $fd4f9bc1ba0e49a8$var$umalquraYearStart(year);
	for (let i = 1; i < month; i++) day += $fd4f9bc1ba0e49a8$var$umalquraMonthLength(year, i);
	return day;
}
function $fd4f9bc1ba0e49a8$var$umalquraYearLength(year) {
	return $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE[year + 1 - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START] - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE[year - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START];
}
var $fd4f9bc1ba0e49a8$export$5baab4758c231076 = class extends $fd4f9bc1ba0e49a8$export$2066795aadd37bfc {
	constructor() {
		super(), this.identifier = "islamic-umalqura";
		if (!$fd4f9bc1ba0e49a8$var$UMALQURA_MONTHLENGTH) $fd4f9bc1ba0e49a8$var$UMALQURA_MONTHLENGTH = new Uint16Array(Uint8Array.from(atob($fd4f9bc1ba0e49a8$var$UMALQURA_DATA), (c) => c.charCodeAt(0)).buffer);
		if (!$fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE) {
			$fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE = /* @__PURE__ */ new Uint32Array(301);
			let yearStart = 0;
			for (let year = $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START; year <= $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END; year++) {
				$fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START_TABLE[year - $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START] = yearStart;
				for (let i = 1; i <= 12; i++) yearStart += $fd4f9bc1ba0e49a8$var$umalquraMonthLength(year, i);
			}
		}
	}
	fromJulianDay(jd) {
		let days = jd - $fd4f9bc1ba0e49a8$var$CIVIL_EPOC;
		let startDays = $fd4f9bc1ba0e49a8$var$umalquraYearStart($fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START);
		let endDays = $fd4f9bc1ba0e49a8$var$umalquraYearStart($fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END);
		if (days < startDays || days > endDays) return super.fromJulianDay(jd);
		else {
			let y = 1299;
			let m = 1;
			let d = 1;
			while (d > 0) {
				y++;
				d = days - $fd4f9bc1ba0e49a8$var$umalquraYearStart(y) + 1;
				let yearLength = $fd4f9bc1ba0e49a8$var$umalquraYearLength(y);
				if (d === yearLength) {
					m = 12;
					break;
				} else if (d < yearLength) {
					let monthLength = $fd4f9bc1ba0e49a8$var$umalquraMonthLength(y, m);
					m = 1;
					while (d > monthLength) {
						d -= monthLength;
						m++;
						monthLength = $fd4f9bc1ba0e49a8$var$umalquraMonthLength(y, m);
					}
					break;
				}
			}
			return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, y, m, days - $fd4f9bc1ba0e49a8$var$umalquraMonthStart(y, m) + 1);
		}
	}
	toJulianDay(date) {
		if (date.year < $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START || date.year > $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END) return super.toJulianDay(date);
		return $fd4f9bc1ba0e49a8$var$CIVIL_EPOC + $fd4f9bc1ba0e49a8$var$umalquraMonthStart(date.year, date.month) + (date.day - 1);
	}
	getDaysInMonth(date) {
		if (date.year < $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START || date.year > $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END) return super.getDaysInMonth(date);
		return $fd4f9bc1ba0e49a8$var$umalquraMonthLength(date.year, date.month);
	}
	getDaysInYear(date) {
		if (date.year < $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_START || date.year > $fd4f9bc1ba0e49a8$var$UMALQURA_YEAR_END) return super.getDaysInYear(date);
		return $fd4f9bc1ba0e49a8$var$umalquraYearLength(date.year);
	}
};
// node_modules/@internationalized/date/dist/private/calendars/HebrewCalendar.mjs
var $f39495b96f9dbac6$var$HEBREW_EPOCH = 347997;
var $f39495b96f9dbac6$var$DAY_PARTS = 25920;
var $f39495b96f9dbac6$var$MONTH_PARTS = 765433;
function $f39495b96f9dbac6$var$isLeapYear(year) {
	return $09ec6a572d60460f$export$842a2cf37af977e1(year * 7 + 1, 19) < 7;
}
function $f39495b96f9dbac6$var$hebrewDelay1(year) {
	let months = Math.floor((235 * year - 234) / 19);
	let parts = 12084 + 13753 * months;
	let day = months * 29 + Math.floor(parts / 25920);
	if ($09ec6a572d60460f$export$842a2cf37af977e1(3 * (day + 1), 7) < 3) day += 1;
	return day;
}
function $f39495b96f9dbac6$var$hebrewDelay2(year) {
	let last = $f39495b96f9dbac6$var$hebrewDelay1(year - 1);
	let present = $f39495b96f9dbac6$var$hebrewDelay1(year);
	if ($f39495b96f9dbac6$var$hebrewDelay1(year + 1) - present === 356) return 2;
	if (present - last === 382) return 1;
	return 0;
}
function $f39495b96f9dbac6$var$startOfYear(year) {
	return $f39495b96f9dbac6$var$hebrewDelay1(year) + $f39495b96f9dbac6$var$hebrewDelay2(year);
}
function $f39495b96f9dbac6$var$getDaysInYear(year) {
	return $f39495b96f9dbac6$var$startOfYear(year + 1) - $f39495b96f9dbac6$var$startOfYear(year);
}
function $f39495b96f9dbac6$var$getYearType(year) {
	let yearLength = $f39495b96f9dbac6$var$getDaysInYear(year);
	if (yearLength > 380) yearLength -= 30;
	switch (yearLength) {
		case 353: return 0;
		case 354: return 1;
		case 355: return 2;
	}
}
function $f39495b96f9dbac6$var$getDaysInMonth(year, month) {
	if (month >= 6 && !$f39495b96f9dbac6$var$isLeapYear(year)) month++;
	if (month === 4 || month === 7 || month === 9 || month === 11 || month === 13) return 29;
	let yearType = $f39495b96f9dbac6$var$getYearType(year);
	if (month === 2) return yearType === 2 ? 30 : 29;
	if (month === 3) return yearType === 0 ? 29 : 30;
	if (month === 6) return $f39495b96f9dbac6$var$isLeapYear(year) ? 30 : 0;
	return 30;
}
var $f39495b96f9dbac6$export$ca405048b8fb5af = class {
	fromJulianDay(jd) {
		let d = jd - $f39495b96f9dbac6$var$HEBREW_EPOCH;
		let m = d * $f39495b96f9dbac6$var$DAY_PARTS / $f39495b96f9dbac6$var$MONTH_PARTS;
		let year = Math.floor((19 * m + 234) / 235) + 1;
		let ys = $f39495b96f9dbac6$var$startOfYear(year);
		let dayOfYear = Math.floor(d - ys);
		while (dayOfYear < 1) {
			year--;
			ys = $f39495b96f9dbac6$var$startOfYear(year);
			dayOfYear = Math.floor(d - ys);
		}
		let month = 1;
		let monthStart = 0;
		while (monthStart < dayOfYear) {
			monthStart += $f39495b96f9dbac6$var$getDaysInMonth(year, month);
			month++;
		}
		month--;
		monthStart -= $f39495b96f9dbac6$var$getDaysInMonth(year, month);
		let day = dayOfYear - monthStart;
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, year, month, day);
	}
	toJulianDay(date) {
		let jd = $f39495b96f9dbac6$var$startOfYear(date.year);
		for (let month = 1; month < date.month; month++) jd += $f39495b96f9dbac6$var$getDaysInMonth(date.year, month);
		return jd + date.day + $f39495b96f9dbac6$var$HEBREW_EPOCH;
	}
	getDaysInMonth(date) {
		return $f39495b96f9dbac6$var$getDaysInMonth(date.year, date.month);
	}
	getMonthsInYear(date) {
		return $f39495b96f9dbac6$var$isLeapYear(date.year) ? 13 : 12;
	}
	getDaysInYear(date) {
		return $f39495b96f9dbac6$var$getDaysInYear(date.year);
	}
	getMaximumMonthsInYear() {
		return 13;
	}
	getMaximumDaysInMonth() {
		return 30;
	}
	getYearsInEra() {
		return 9999;
	}
	getEras() {
		return ["AM"];
	}
	balanceYearMonth(date, previousDate) {
		if (previousDate.year !== date.year) {
			if ($f39495b96f9dbac6$var$isLeapYear(previousDate.year) && !$f39495b96f9dbac6$var$isLeapYear(date.year) && previousDate.month > 6) date.month--;
			else if (!$f39495b96f9dbac6$var$isLeapYear(previousDate.year) && $f39495b96f9dbac6$var$isLeapYear(date.year) && previousDate.month > 6) date.month++;
		}
	}
	constructor() {
		this.identifier = "hebrew";
	}
};
// node_modules/@internationalized/date/dist/private/calendars/EthiopicCalendar.mjs
var $97cfca9efd59523d$var$ETHIOPIC_EPOCH = 1723856;
var $97cfca9efd59523d$var$COPTIC_EPOCH = 1824665;
var $97cfca9efd59523d$var$AMETE_MIHRET_DELTA = 5500;
function $97cfca9efd59523d$var$ceToJulianDay(epoch, year, month, day) {
	return epoch + 365 * year + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
}
function $97cfca9efd59523d$var$julianDayToCE(epoch, jd) {
	let year = Math.floor(4 * (jd - epoch) / 1461);
	if (jd >= $97cfca9efd59523d$var$ceToJulianDay(epoch, year + 1, 1, 1)) year++;
	let month = 1 + Math.floor((jd - $97cfca9efd59523d$var$ceToJulianDay(epoch, year, 1, 1)) / 30);
	let day = jd + 1 - $97cfca9efd59523d$var$ceToJulianDay(epoch, year, month, 1);
	return [
		year,
		month,
		day
	];
}
function $97cfca9efd59523d$var$getLeapDay(year) {
	return Math.floor(year % 4 / 3);
}
function $97cfca9efd59523d$var$getDaysInMonth(year, month) {
	if (month % 13 !== 0) return 30;
	else return $97cfca9efd59523d$var$getLeapDay(year) + 5;
}
var $97cfca9efd59523d$export$26ba6eab5e20cd7d = class {
	fromJulianDay(jd) {
		let [year, month, day] = $97cfca9efd59523d$var$julianDayToCE($97cfca9efd59523d$var$ETHIOPIC_EPOCH, jd);
		let era = "AM";
		if (year <= 0) {
			era = "AA";
			year += $97cfca9efd59523d$var$AMETE_MIHRET_DELTA;
		}
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, era, year, month, day);
	}
	toJulianDay(date) {
		let year = date.year;
		if (date.era === "AA") year -= $97cfca9efd59523d$var$AMETE_MIHRET_DELTA;
		return $97cfca9efd59523d$var$ceToJulianDay($97cfca9efd59523d$var$ETHIOPIC_EPOCH, year, date.month, date.day);
	}
	getDaysInMonth(date) {
		return $97cfca9efd59523d$var$getDaysInMonth(date.year, date.month);
	}
	getMonthsInYear() {
		return 13;
	}
	getDaysInYear(date) {
		return 365 + $97cfca9efd59523d$var$getLeapDay(date.year);
	}
	getMaximumMonthsInYear() {
		return 13;
	}
	getMaximumDaysInMonth() {
		return 30;
	}
	getYearsInEra(date) {
		return date.era === "AA" ? 9999 : 9991;
	}
	getEras() {
		return ["AA", "AM"];
	}
	constructor() {
		this.identifier = "ethiopic";
	}
};
var $97cfca9efd59523d$export$d72e0c37005a4914 = class extends $97cfca9efd59523d$export$26ba6eab5e20cd7d {
	fromJulianDay(jd) {
		let [year, month, day] = $97cfca9efd59523d$var$julianDayToCE($97cfca9efd59523d$var$ETHIOPIC_EPOCH, jd);
		year += $97cfca9efd59523d$var$AMETE_MIHRET_DELTA;
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, "AA", year, month, day);
	}
	getEras() {
		return ["AA"];
	}
	getYearsInEra() {
		return 9999;
	}
	constructor(...args) {
		super(...args), this.identifier = "ethioaa";
	}
};
var $97cfca9efd59523d$export$fe6243cbe1a4b7c1 = class extends $97cfca9efd59523d$export$26ba6eab5e20cd7d {
	fromJulianDay(jd) {
		let [year, month, day] = $97cfca9efd59523d$var$julianDayToCE($97cfca9efd59523d$var$COPTIC_EPOCH, jd);
		let era = "CE";
		if (year <= 0) {
			era = "BCE";
			year = 1 - year;
		}
		return new $2aaf608024c21ca1$export$99faa760c7908e4f(this, era, year, month, day);
	}
	toJulianDay(date) {
		let year = date.year;
		if (date.era === "BCE") year = 1 - year;
		return $97cfca9efd59523d$var$ceToJulianDay($97cfca9efd59523d$var$COPTIC_EPOCH, year, date.month, date.day);
	}
	getDaysInMonth(date) {
		let year = date.year;
		if (date.era === "BCE") year = 1 - year;
		return $97cfca9efd59523d$var$getDaysInMonth(year, date.month);
	}
	isInverseEra(date) {
		return date.era === "BCE";
	}
	balanceDate(date) {
		if (date.year <= 0) {
			date.era = date.era === "BCE" ? "CE" : "BCE";
			date.year = 1 - date.year;
		}
	}
	getEras() {
		return ["BCE", "CE"];
	}
	getYearsInEra(date) {
		return date.era === "BCE" ? 9999 : 9715;
	}
	constructor(...args) {
		super(...args), this.identifier = "coptic";
	}
};
// node_modules/@internationalized/date/dist/private/createCalendar.mjs
function $84102b64e5ca022f$export$dd0bbc9b26defe37(name) {
	switch (name) {
		case "buddhist": return new $63d4eafd4d826996$export$42d20a78301dee44();
		case "ethiopic": return new $97cfca9efd59523d$export$26ba6eab5e20cd7d();
		case "ethioaa": return new $97cfca9efd59523d$export$d72e0c37005a4914();
		case "coptic": return new $97cfca9efd59523d$export$fe6243cbe1a4b7c1();
		case "hebrew": return new $f39495b96f9dbac6$export$ca405048b8fb5af();
		case "indian": return new $11fa67a177e45470$export$39f31c639fa15726();
		case "islamic-civil": return new $fd4f9bc1ba0e49a8$export$2066795aadd37bfc();
		case "islamic-tbla": return new $fd4f9bc1ba0e49a8$export$37f0887f2f9d22f7();
		case "islamic-umalqura": return new $fd4f9bc1ba0e49a8$export$5baab4758c231076();
		case "japanese": return new $34b940b49ba042df$export$b746ab2b60cdffbf();
		case "persian": return new $a0cc0739a536c3b1$export$37fccdbfd14c5939();
		case "roc": return new $c009cc5f64923054$export$65e01080afcb0799();
		default: return new $93635573935797de$export$80ee6245ec4f29ec();
	}
}
// node_modules/@internationalized/date/dist/private/DateFormatter.mjs
var $12a3c853105e5a70$var$formatterCache = /* @__PURE__ */ new Map();
var $12a3c853105e5a70$export$ad991b66133851cf = class {
	constructor(locale, options = {}) {
		this.formatter = $12a3c853105e5a70$var$getCachedDateFormatter(locale, options);
		this.options = options;
	}
	/**
	* Formats a date as a string according to the locale and format options passed to the
	* constructor.
	*/ format(value) {
		return this.formatter.format(value);
	}
	/** Formats a date to an array of parts such as separators, numbers, punctuation, and more. */ formatToParts(value) {
		return this.formatter.formatToParts(value);
	}
	/** Formats a date range as a string. */ formatRange(start, end) {
		if (typeof this.formatter.formatRange === "function") return this.formatter.formatRange(start, end);
		if (end < start) throw new RangeError("End date must be >= start date");
		return `${this.formatter.format(start)} \u{2013} ${this.formatter.format(end)}`;
	}
	/** Formats a date range as an array of parts. */ formatRangeToParts(start, end) {
		if (typeof this.formatter.formatRangeToParts === "function") return this.formatter.formatRangeToParts(start, end);
		if (end < start) throw new RangeError("End date must be >= start date");
		let startParts = this.formatter.formatToParts(start);
		let endParts = this.formatter.formatToParts(end);
		return [
			...startParts.map((p) => ({
				...p,
				source: "startRange"
			})),
			{
				type: "literal",
				value: " – ",
				source: "shared"
			},
			...endParts.map((p) => ({
				...p,
				source: "endRange"
			}))
		];
	}
	/** Returns the resolved formatting options based on the values passed to the constructor. */ resolvedOptions() {
		let resolvedOptions = this.formatter.resolvedOptions();
		if ($12a3c853105e5a70$var$hasBuggyResolvedHourCycle()) {
			if (!this.resolvedHourCycle) this.resolvedHourCycle = $12a3c853105e5a70$var$getResolvedHourCycle(resolvedOptions.locale, this.options);
			resolvedOptions.hourCycle = this.resolvedHourCycle;
			resolvedOptions.hour12 = this.resolvedHourCycle === "h11" || this.resolvedHourCycle === "h12";
		}
		if (resolvedOptions.calendar === "ethiopic-amete-alem") resolvedOptions.calendar = "ethioaa";
		return resolvedOptions;
	}
};
var $12a3c853105e5a70$var$hour12Preferences = {
	true: { ja: "h11" },
	false: {}
};
function $12a3c853105e5a70$var$getCachedDateFormatter(locale, options = {}) {
	if (typeof options.hour12 === "boolean" && $12a3c853105e5a70$var$hasBuggyHour12Behavior()) {
		options = { ...options };
		let pref = $12a3c853105e5a70$var$hour12Preferences[String(options.hour12)][locale.split("-")[0]];
		let defaultHourCycle = options.hour12 ? "h12" : "h23";
		options.hourCycle = pref ?? defaultHourCycle;
		delete options.hour12;
	}
	let cacheKey = locale + (options ? Object.entries(options).sort((a, b) => a[0] < b[0] ? -1 : 1).join() : "");
	if ($12a3c853105e5a70$var$formatterCache.has(cacheKey)) return $12a3c853105e5a70$var$formatterCache.get(cacheKey);
	let numberFormatter = new Intl.DateTimeFormat(locale, options);
	$12a3c853105e5a70$var$formatterCache.set(cacheKey, numberFormatter);
	return numberFormatter;
}
var $12a3c853105e5a70$var$_hasBuggyHour12Behavior = null;
function $12a3c853105e5a70$var$hasBuggyHour12Behavior() {
	if ($12a3c853105e5a70$var$_hasBuggyHour12Behavior == null) $12a3c853105e5a70$var$_hasBuggyHour12Behavior = new Intl.DateTimeFormat("en-US", {
		hour: "numeric",
		hour12: false
	}).format(new Date(2020, 2, 3, 0)) === "24";
	return $12a3c853105e5a70$var$_hasBuggyHour12Behavior;
}
var $12a3c853105e5a70$var$_hasBuggyResolvedHourCycle = null;
function $12a3c853105e5a70$var$hasBuggyResolvedHourCycle() {
	if ($12a3c853105e5a70$var$_hasBuggyResolvedHourCycle == null) $12a3c853105e5a70$var$_hasBuggyResolvedHourCycle = new Intl.DateTimeFormat("fr", {
		hour: "numeric",
		hour12: false
	}).resolvedOptions().hourCycle === "h12";
	return $12a3c853105e5a70$var$_hasBuggyResolvedHourCycle;
}
function $12a3c853105e5a70$var$getResolvedHourCycle(locale, options) {
	if (!options.timeStyle && !options.hour) return void 0;
	locale = locale.replace(/(-u-)?-nu-[a-zA-Z0-9]+/, "");
	locale += (locale.includes("-u-") ? "" : "-u") + "-nu-latn";
	let formatter = $12a3c853105e5a70$var$getCachedDateFormatter(locale, {
		...options,
		timeZone: void 0
	});
	let min = parseInt(formatter.formatToParts(new Date(2020, 2, 3, 0)).find((p) => p.type === "hour").value, 10);
	let max = parseInt(formatter.formatToParts(new Date(2020, 2, 3, 23)).find((p) => p.type === "hour").value, 10);
	if (min === 0 && max === 23) return "h23";
	if (min === 24 && max === 23) return "h24";
	if (min === 0 && max === 11) return "h11";
	if (min === 12 && max === 11) return "h12";
	throw new Error("Unexpected hour cycle result");
}
// node_modules/react-aria/dist/private/i18n/useDateFormatter.mjs
function $60f33508b4cd9d3b$export$85fd5fdf27bacc79(options) {
	options = $9c268ab73a5d55e5$export$722debc0e56fea39(options ?? {}, $60f33508b4cd9d3b$var$isEqual);
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	return (0, import_react.useMemo)(() => new $12a3c853105e5a70$export$ad991b66133851cf(locale, options), [locale, options]);
}
function $60f33508b4cd9d3b$var$isEqual(a, b) {
	if (a === b) return true;
	let aKeys = Object.keys(a);
	let bKeys = Object.keys(b);
	if (aKeys.length !== bKeys.length) return false;
	for (let key of aKeys) if (b[key] !== a[key]) return false;
	return true;
}
// node_modules/react-aria/dist/private/intl/spinbutton/ar-AE.mjs
var $c03aa2dde3f54f51$exports = {};
$c03aa2dde3f54f51$exports = { "Empty": `\u{641}\u{627}\u{631}\u{63A}` };
// node_modules/react-aria/dist/private/intl/spinbutton/bg-BG.mjs
var $d612b270ee5ea6ca$exports = {};
$d612b270ee5ea6ca$exports = { "Empty": `\u{418}\u{437}\u{43F}\u{440}\u{430}\u{437}\u{43D}\u{438}` };
// node_modules/react-aria/dist/private/intl/spinbutton/cs-CZ.mjs
var $9516ade4a4f015ec$exports = {};
$9516ade4a4f015ec$exports = { "Empty": `Pr\xe1zdn\xe9` };
// node_modules/react-aria/dist/private/intl/spinbutton/da-DK.mjs
var $41d49e6197917be1$exports = {};
$41d49e6197917be1$exports = { "Empty": `Tom` };
// node_modules/react-aria/dist/private/intl/spinbutton/de-DE.mjs
var $23b4dd964f7cc840$exports = {};
$23b4dd964f7cc840$exports = { "Empty": `Leer` };
// node_modules/react-aria/dist/private/intl/spinbutton/el-GR.mjs
var $18cf3acc4056ec0e$exports = {};
$18cf3acc4056ec0e$exports = { "Empty": `\u{386}\u{3B4}\u{3B5}\u{3B9}\u{3BF}` };
// node_modules/react-aria/dist/private/intl/spinbutton/en-US.mjs
var $df59f74ff621f180$exports = {};
$df59f74ff621f180$exports = { "Empty": `Empty` };
// node_modules/react-aria/dist/private/intl/spinbutton/es-ES.mjs
var $1a750506d5a4610f$exports = {};
$1a750506d5a4610f$exports = { "Empty": `Vac\xedo` };
// node_modules/react-aria/dist/private/intl/spinbutton/et-EE.mjs
var $8e1ed6a70b6e99d0$exports = {};
$8e1ed6a70b6e99d0$exports = { "Empty": `T\xfchjenda` };
// node_modules/react-aria/dist/private/intl/spinbutton/fi-FI.mjs
var $bda17b3c68ec60e0$exports = {};
$bda17b3c68ec60e0$exports = { "Empty": `Tyhj\xe4` };
// node_modules/react-aria/dist/private/intl/spinbutton/fr-FR.mjs
var $dfccc3416d8619f2$exports = {};
$dfccc3416d8619f2$exports = { "Empty": `Vide` };
// node_modules/react-aria/dist/private/intl/spinbutton/he-IL.mjs
var $03ad7cde4af17dbc$exports = {};
$03ad7cde4af17dbc$exports = { "Empty": `\u{5E8}\u{5D9}\u{5E7}` };
// node_modules/react-aria/dist/private/intl/spinbutton/hr-HR.mjs
var $3d83efd6529bcc21$exports = {};
$3d83efd6529bcc21$exports = { "Empty": `Prazno` };
// node_modules/react-aria/dist/private/intl/spinbutton/hu-HU.mjs
var $3cf52fb2bf374b1e$exports = {};
$3cf52fb2bf374b1e$exports = { "Empty": `\xdcres` };
// node_modules/react-aria/dist/private/intl/spinbutton/it-IT.mjs
var $6a6f2c49f92bd42e$exports = {};
$6a6f2c49f92bd42e$exports = { "Empty": `Vuoto` };
// node_modules/react-aria/dist/private/intl/spinbutton/ja-JP.mjs
var $3cc0319ead4d5f7a$exports = {};
$3cc0319ead4d5f7a$exports = { "Empty": `\u{7A7A}` };
// node_modules/react-aria/dist/private/intl/spinbutton/ko-KR.mjs
var $24d65dbbedc50cf8$exports = {};
$24d65dbbedc50cf8$exports = { "Empty": `\u{BE44}\u{C5B4} \u{C788}\u{C74C}` };
// node_modules/react-aria/dist/private/intl/spinbutton/lt-LT.mjs
var $9022dcf5dfa5b508$exports = {};
$9022dcf5dfa5b508$exports = { "Empty": `Tu\u{161}\u{10D}ias` };
// node_modules/react-aria/dist/private/intl/spinbutton/lv-LV.mjs
var $6746207c35f8a73d$exports = {};
$6746207c35f8a73d$exports = { "Empty": `Tuk\u{161}s` };
// node_modules/react-aria/dist/private/intl/spinbutton/nb-NO.mjs
var $e23e2c12aa0580ab$exports = {};
$e23e2c12aa0580ab$exports = { "Empty": `Tom` };
// node_modules/react-aria/dist/private/intl/spinbutton/nl-NL.mjs
var $7a42c3dae25ebf3e$exports = {};
$7a42c3dae25ebf3e$exports = { "Empty": `Leeg` };
// node_modules/react-aria/dist/private/intl/spinbutton/pl-PL.mjs
var $f033322c769d9228$exports = {};
$f033322c769d9228$exports = { "Empty": `Pusty` };
// node_modules/react-aria/dist/private/intl/spinbutton/pt-BR.mjs
var $bff6557112f09a21$exports = {};
$bff6557112f09a21$exports = { "Empty": `Vazio` };
// node_modules/react-aria/dist/private/intl/spinbutton/pt-PT.mjs
var $69371b06c393f3b9$exports = {};
$69371b06c393f3b9$exports = { "Empty": `Vazio` };
// node_modules/react-aria/dist/private/intl/spinbutton/ro-RO.mjs
var $76fd2ca03adf7a37$exports = {};
$76fd2ca03adf7a37$exports = { "Empty": `Gol` };
// node_modules/react-aria/dist/private/intl/spinbutton/ru-RU.mjs
var $fa02fe0d4c09a614$exports = {};
$fa02fe0d4c09a614$exports = { "Empty": `\u{41D}\u{435} \u{437}\u{430}\u{43F}\u{43E}\u{43B}\u{43D}\u{435}\u{43D}\u{43E}` };
// node_modules/react-aria/dist/private/intl/spinbutton/sk-SK.mjs
var $a240aba809e2b311$exports = {};
$a240aba809e2b311$exports = { "Empty": `Pr\xe1zdne` };
// node_modules/react-aria/dist/private/intl/spinbutton/sl-SI.mjs
var $2c29d48084ee6251$exports = {};
$2c29d48084ee6251$exports = { "Empty": `Prazen` };
// node_modules/react-aria/dist/private/intl/spinbutton/sr-SP.mjs
var $254c7eb682749050$exports = {};
$254c7eb682749050$exports = { "Empty": `Prazno` };
// node_modules/react-aria/dist/private/intl/spinbutton/sv-SE.mjs
var $add997722e4d4b6e$exports = {};
$add997722e4d4b6e$exports = { "Empty": `Tomt` };
// node_modules/react-aria/dist/private/intl/spinbutton/tr-TR.mjs
var $542f020fc9285606$exports = {};
$542f020fc9285606$exports = { "Empty": `Bo\u{15F}` };
// node_modules/react-aria/dist/private/intl/spinbutton/uk-UA.mjs
var $3135b03c5e7cb78f$exports = {};
$3135b03c5e7cb78f$exports = { "Empty": `\u{41F}\u{443}\u{441}\u{442}\u{43E}` };
// node_modules/react-aria/dist/private/intl/spinbutton/zh-CN.mjs
var $29092b8c778be040$exports = {};
$29092b8c778be040$exports = { "Empty": `\u{7A7A}` };
// node_modules/react-aria/dist/private/intl/spinbutton/zh-TW.mjs
var $94b34635baf16223$exports = {};
$94b34635baf16223$exports = { "Empty": `\u{7A7A}\u{767D}` };
// node_modules/react-aria/dist/private/spinbutton/intlStrings.mjs
var $6279e3628ec747df$exports = {};
$6279e3628ec747df$exports = {
	"ar-AE": $c03aa2dde3f54f51$exports,
	"bg-BG": $d612b270ee5ea6ca$exports,
	"cs-CZ": $9516ade4a4f015ec$exports,
	"da-DK": $41d49e6197917be1$exports,
	"de-DE": $23b4dd964f7cc840$exports,
	"el-GR": $18cf3acc4056ec0e$exports,
	"en-US": $df59f74ff621f180$exports,
	"es-ES": $1a750506d5a4610f$exports,
	"et-EE": $8e1ed6a70b6e99d0$exports,
	"fi-FI": $bda17b3c68ec60e0$exports,
	"fr-FR": $dfccc3416d8619f2$exports,
	"he-IL": $03ad7cde4af17dbc$exports,
	"hr-HR": $3d83efd6529bcc21$exports,
	"hu-HU": $3cf52fb2bf374b1e$exports,
	"it-IT": $6a6f2c49f92bd42e$exports,
	"ja-JP": $3cc0319ead4d5f7a$exports,
	"ko-KR": $24d65dbbedc50cf8$exports,
	"lt-LT": $9022dcf5dfa5b508$exports,
	"lv-LV": $6746207c35f8a73d$exports,
	"nb-NO": $e23e2c12aa0580ab$exports,
	"nl-NL": $7a42c3dae25ebf3e$exports,
	"pl-PL": $f033322c769d9228$exports,
	"pt-BR": $bff6557112f09a21$exports,
	"pt-PT": $69371b06c393f3b9$exports,
	"ro-RO": $76fd2ca03adf7a37$exports,
	"ru-RU": $fa02fe0d4c09a614$exports,
	"sk-SK": $a240aba809e2b311$exports,
	"sl-SI": $2c29d48084ee6251$exports,
	"sr-SP": $254c7eb682749050$exports,
	"sv-SE": $add997722e4d4b6e$exports,
	"tr-TR": $542f020fc9285606$exports,
	"uk-UA": $3135b03c5e7cb78f$exports,
	"zh-CN": $29092b8c778be040$exports,
	"zh-TW": $94b34635baf16223$exports
};
// node_modules/react-aria/dist/private/spinbutton/useSpinButton.mjs
function $parcel$interopDefault$3(a) {
	return a && a.__esModule ? a.default : a;
}
var $757ec6630f26125c$var$noop = () => {};
function $757ec6630f26125c$export$e908e06f4b8e3402(props) {
	const _async = (0, import_react.useRef)(void 0);
	let { value, textValue, minValue, maxValue, isDisabled, isReadOnly, isRequired, onIncrement, onIncrementPage, onDecrement, onDecrementPage, onDecrementToMin, onIncrementToMax } = props;
	const stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$3($6279e3628ec747df$exports), "@react-aria/spinbutton");
	let isSpinning = (0, import_react.useRef)(false);
	const clearAsync = (0, import_react.useCallback)(() => {
		clearTimeout(_async.current);
		isSpinning.current = false;
	}, []);
	const clearAsyncEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(() => {
		clearAsync();
	});
	(0, import_react.useEffect)(() => {
		return () => clearAsyncEvent();
	}, []);
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		isDisabled: isDisabled || isReadOnly,
		shortcuts: {
			PageUp: () => {
				if (onIncrementPage) {
					onIncrementPage();
					return;
				}
				if (onIncrement) {
					onIncrement();
					return;
				}
				return false;
			},
			ArrowUp: () => {
				if (onIncrement) {
					onIncrement();
					return;
				}
				return false;
			},
			PageDown: () => {
				if (onDecrementPage) {
					onDecrementPage();
					return;
				}
				if (onDecrement) {
					onDecrement();
					return;
				}
				return false;
			},
			ArrowDown: () => {
				if (onDecrement) {
					onDecrement();
					return;
				}
				return false;
			},
			Home: () => {
				if (onDecrementToMin) {
					onDecrementToMin();
					return;
				}
				return false;
			},
			End: () => {
				if (onIncrementToMax) {
					onIncrementToMax();
					return;
				}
				return false;
			}
		},
		allowRepeats: true
	});
	let isFocused = (0, import_react.useRef)(false);
	let onFocus = () => {
		isFocused.current = true;
	};
	let onBlur = () => {
		isFocused.current = false;
	};
	let ariaTextValue = textValue === "" ? stringFormatter.format("Empty") : (textValue || `${value}`).replace("-", "−");
	(0, import_react.useEffect)(() => {
		if (isFocused.current) {
			$a46cf152bb926da5$export$d10ae4f68404609a("assertive");
			$a46cf152bb926da5$export$a9b970dcc4ae71a9(ariaTextValue, "assertive");
		}
	}, [ariaTextValue]);
	let onPointerCancel = (0, import_react.useCallback)(() => {
		clearAsync();
	}, [clearAsync]);
	const onIncrementEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(onIncrement ?? $757ec6630f26125c$var$noop);
	const onDecrementEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(onDecrement ?? $757ec6630f26125c$var$noop);
	const stepUpEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(() => {
		if (maxValue === void 0 || isNaN(maxValue) || value === void 0 || isNaN(value) || value < maxValue) {
			onIncrementEvent();
			onIncrementPressStartEvent(60);
		}
	});
	const onIncrementPressStartEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52((initialStepDelay) => {
		clearAsyncEvent();
		isSpinning.current = true;
		_async.current = window.setTimeout(stepUpEvent, initialStepDelay);
	});
	const stepDownEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52(() => {
		if (minValue === void 0 || isNaN(minValue) || value === void 0 || isNaN(value) || value > minValue) {
			onDecrementEvent();
			onDecrementPressStartEvent(60);
		}
	});
	const onDecrementPressStartEvent = $fe16bffc7a557bf0$export$7f54fc3180508a52((initialStepDelay) => {
		clearAsyncEvent();
		isSpinning.current = true;
		_async.current = window.setTimeout(stepDownEvent, initialStepDelay);
	});
	let cancelContextMenu = (e) => {
		e.preventDefault();
	};
	let { addGlobalListener, removeAllGlobalListeners } = $48a7d519b337145d$export$4eaf04e54aa8eed6();
	let isUp = (0, import_react.useRef)(false);
	let [isIncrementPressed, setIsIncrementPressed] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (isIncrementPressed === "touch") onIncrementPressStartEvent(600);
		else if (isIncrementPressed) onIncrementPressStartEvent(400);
		else if (!isIncrementPressed) clearAsyncEvent();
	}, [isIncrementPressed]);
	let [isDecrementPressed, setIsDecrementPressed] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (isDecrementPressed === "touch") onDecrementPressStartEvent(600);
		else if (isDecrementPressed) onDecrementPressStartEvent(400);
		else if (!isDecrementPressed) clearAsyncEvent();
	}, [isDecrementPressed]);
	return {
		spinButtonProps: {
			role: "spinbutton",
			"aria-valuenow": value !== void 0 && !isNaN(value) ? value : void 0,
			"aria-valuetext": ariaTextValue,
			"aria-valuemin": minValue,
			"aria-valuemax": maxValue,
			"aria-disabled": isDisabled || void 0,
			"aria-readonly": isReadOnly || void 0,
			"aria-required": isRequired || void 0,
			...keyboardProps,
			onFocus,
			onBlur
		},
		incrementButtonProps: {
			onPressStart: (e) => {
				clearAsync();
				if (e.pointerType !== "touch") {
					onIncrement?.();
					setIsIncrementPressed("mouse");
				} else {
					addGlobalListener(window, "pointercancel", onPointerCancel, { capture: true });
					isUp.current = false;
					setIsIncrementPressed("touch");
				}
				addGlobalListener(window, "contextmenu", cancelContextMenu);
			},
			onPressUp: (e) => {
				clearAsync();
				if (e.pointerType === "touch") isUp.current = true;
				removeAllGlobalListeners();
				setIsIncrementPressed(null);
			},
			onPressEnd: (e) => {
				clearAsync();
				if (e.pointerType === "touch") {
					if (!isSpinning.current && isUp.current) onIncrement?.();
				}
				isUp.current = false;
				setIsIncrementPressed(null);
			},
			onFocus,
			onBlur
		},
		decrementButtonProps: {
			onPressStart: (e) => {
				clearAsync();
				if (e.pointerType !== "touch") {
					onDecrement?.();
					setIsDecrementPressed("mouse");
				} else {
					addGlobalListener(window, "pointercancel", onPointerCancel, { capture: true });
					isUp.current = false;
					setIsDecrementPressed("touch");
				}
			},
			onPressUp: (e) => {
				clearAsync();
				if (e.pointerType === "touch") isUp.current = true;
				removeAllGlobalListeners();
				setIsDecrementPressed(null);
			},
			onPressEnd: (e) => {
				clearAsync();
				if (e.pointerType === "touch") {
					if (!isSpinning.current && isUp.current) onDecrement?.();
				}
				isUp.current = false;
				setIsDecrementPressed(null);
			},
			onFocus,
			onBlur
		}
	};
}
// node_modules/react-aria-components/dist/private/HiddenDateInput.mjs
var $5a15223dacad897a$var$dateSegments = [
	"day",
	"month",
	"year"
];
var $5a15223dacad897a$var$granularityMap = {
	hour: 1,
	minute: 2,
	second: 3
};
function $5a15223dacad897a$export$f6a685cd1acbd1fa(props, state) {
	let { autoComplete, isDisabled, name } = props;
	let { visuallyHiddenProps } = $ea3928288112382f$export$a966af930f325cab({ style: {
		position: "fixed",
		top: 0,
		left: 0
	} });
	let inputStep = 60;
	if (state.granularity === "second") inputStep = 1;
	else if (state.granularity === "hour") inputStep = 3600;
	let dateValue = "";
	if (state.value) {
		if (state.granularity === "day") dateValue = $d07e34cce18680fd$export$93522d1a439f3617(state.value).toString();
		else dateValue = $d07e34cce18680fd$export$b21e0b124e224484("timeZone" in state.value ? $d07e34cce18680fd$export$d9b67bc93c097491(state.value) : state.value).toString();
	}
	let inputType = state.granularity === "day" ? "date" : "datetime-local";
	let timeSegments = [
		"hour",
		"minute",
		"second"
	];
	let end = 0;
	if (timeSegments.includes(state.granularity)) {
		end = $5a15223dacad897a$var$granularityMap[state.granularity];
		timeSegments = timeSegments.slice(0, end);
	}
	return {
		containerProps: {
			...visuallyHiddenProps,
			"aria-hidden": true,
			["data-react-aria-prevent-focus"]: true,
			["data-a11y-ignore"]: "aria-hidden-focus"
		},
		inputProps: {
			tabIndex: -1,
			autoComplete,
			disabled: isDisabled,
			type: inputType,
			form: "",
			name,
			step: inputStep,
			value: dateValue,
			onChange: (e) => {
				let targetString = $23f2114a1b82827e$export$e58f029f0fbfdb29(e).value.toString();
				if (targetString) try {
					let targetValue = $58246871e4652552$export$588937bcd60ade55(targetString);
					if (state.granularity === "day") targetValue = $58246871e4652552$export$6b862160d295c8e(targetString);
					if ("setSegment" in state) for (let type in targetValue) {
						if ($5a15223dacad897a$var$dateSegments.includes(type)) state.setSegment(type, targetValue[type]);
						if (timeSegments.includes(type)) state.setSegment(type, targetValue[type]);
					}
					state.setValue(targetValue);
				} catch {}
			}
		}
	};
}
function $5a15223dacad897a$export$eefa3e19139f00f3(props) {
	let { state } = props;
	let { containerProps, inputProps } = $5a15223dacad897a$export$f6a685cd1acbd1fa({ ...props }, state);
	return /*#__PURE__*/ import_react.createElement("div", {
		...containerProps,
		"data-testid": "hidden-dateinput-container"
	}, /*#__PURE__*/ import_react.createElement("input", inputProps));
}
// node_modules/react-aria/dist/private/intl/datepicker/ar-AE.mjs
var $0184ae2f3e9694a3$exports = {};
$0184ae2f3e9694a3$exports = {
	"calendar": `\u{627}\u{644}\u{62A}\u{642}\u{648}\u{64A}\u{645}`,
	"day": `\u{64A}\u{648}\u{645}`,
	"dayPeriod": `\u{635}/\u{645}`,
	"endDate": `\u{62A}\u{627}\u{631}\u{64A}\u{62E} \u{627}\u{644}\u{627}\u{646}\u{62A}\u{647}\u{627}\u{621}`,
	"era": `\u{627}\u{644}\u{639}\u{635}\u{631}`,
	"hour": `\u{627}\u{644}\u{633}\u{627}\u{639}\u{627}\u{62A}`,
	"minute": `\u{627}\u{644}\u{62F}\u{642}\u{627}\u{626}\u{642}`,
	"month": `\u{627}\u{644}\u{634}\u{647}\u{631}`,
	"second": `\u{627}\u{644}\u{62B}\u{648}\u{627}\u{646}\u{64A}`,
	"selectedDateDescription": (args) => `\u{62A}\u{627}\u{631}\u{64A}\u{62E} \u{645}\u{62D}\u{62F}\u{62F}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{627}\u{644}\u{645}\u{62F}\u{649} \u{627}\u{644}\u{632}\u{645}\u{646}\u{64A} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}: ${args.startDate} \u{625}\u{644}\u{649} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{627}\u{644}\u{648}\u{642}\u{62A} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}: ${args.time}`,
	"startDate": `\u{62A}\u{627}\u{631}\u{64A}\u{62E} \u{627}\u{644}\u{628}\u{62F}\u{621}`,
	"timeZoneName": `\u{627}\u{644}\u{62A}\u{648}\u{642}\u{64A}\u{62A}`,
	"weekday": `\u{627}\u{644}\u{64A}\u{648}\u{645}`,
	"year": `\u{627}\u{644}\u{633}\u{646}\u{629}`
};
// node_modules/react-aria/dist/private/intl/datepicker/bg-BG.mjs
var $8893ff3c57ba9713$exports = {};
$8893ff3c57ba9713$exports = {
	"calendar": `\u{41A}\u{430}\u{43B}\u{435}\u{43D}\u{434}\u{430}\u{440}`,
	"day": `\u{434}\u{435}\u{43D}`,
	"dayPeriod": `\u{43F}\u{440}.\u{43E}\u{431}./\u{441}\u{43B}.\u{43E}\u{431}.`,
	"endDate": `\u{41A}\u{440}\u{430}\u{439}\u{43D}\u{430} \u{434}\u{430}\u{442}\u{430}`,
	"era": `\u{435}\u{440}\u{430}`,
	"hour": `\u{447}\u{430}\u{441}`,
	"minute": `\u{43C}\u{438}\u{43D}\u{443}\u{442}\u{430}`,
	"month": `\u{43C}\u{435}\u{441}\u{435}\u{446}`,
	"second": `\u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}\u{430}`,
	"selectedDateDescription": (args) => `\u{418}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{430} \u{434}\u{430}\u{442}\u{430}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{418}\u{437}\u{431}\u{440}\u{430}\u{43D} \u{434}\u{438}\u{430}\u{43F}\u{430}\u{437}\u{43E}\u{43D}: ${args.startDate} \u{434}\u{43E} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{418}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{43E} \u{432}\u{440}\u{435}\u{43C}\u{435}: ${args.time}`,
	"startDate": `\u{41D}\u{430}\u{447}\u{430}\u{43B}\u{43D}\u{430} \u{434}\u{430}\u{442}\u{430}`,
	"timeZoneName": `\u{447}\u{430}\u{441}\u{43E}\u{432}\u{430} \u{437}\u{43E}\u{43D}\u{430}`,
	"weekday": `\u{434}\u{435}\u{43D} \u{43E}\u{442} \u{441}\u{435}\u{434}\u{43C}\u{438}\u{446}\u{430}\u{442}\u{430}`,
	"year": `\u{433}\u{43E}\u{434}\u{438}\u{43D}\u{430}`
};
// node_modules/react-aria/dist/private/intl/datepicker/cs-CZ.mjs
var $62303ddb874adbeb$exports = {};
$62303ddb874adbeb$exports = {
	"calendar": `Kalend\xe1\u{159}`,
	"day": `den`,
	"dayPeriod": `\u{10D}\xe1st dne`,
	"endDate": `Kone\u{10D}n\xe9 datum`,
	"era": `letopo\u{10D}et`,
	"hour": `hodina`,
	"minute": `minuta`,
	"month": `m\u{11B}s\xedc`,
	"second": `sekunda`,
	"selectedDateDescription": (args) => `Vybran\xe9 datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Vybran\xe9 obdob\xed: ${args.startDate} a\u{17E} ${args.endDate}`,
	"selectedTimeDescription": (args) => `Vybran\xfd \u{10D}as: ${args.time}`,
	"startDate": `Po\u{10D}\xe1te\u{10D}n\xed datum`,
	"timeZoneName": `\u{10D}asov\xe9 p\xe1smo`,
	"weekday": `den v t\xfddnu`,
	"year": `rok`
};
// node_modules/react-aria/dist/private/intl/datepicker/da-DK.mjs
var $85281a83c1189057$exports = {};
$85281a83c1189057$exports = {
	"calendar": `Kalender`,
	"day": `dag`,
	"dayPeriod": `AM/PM`,
	"endDate": `Slutdato`,
	"era": `\xe6ra`,
	"hour": `time`,
	"minute": `minut`,
	"month": `m\xe5ned`,
	"second": `sekund`,
	"selectedDateDescription": (args) => `Valgt dato: ${args.date}`,
	"selectedRangeDescription": (args) => `Valgt interval: ${args.startDate} til ${args.endDate}`,
	"selectedTimeDescription": (args) => `Valgt tidspunkt: ${args.time}`,
	"startDate": `Startdato`,
	"timeZoneName": `tidszone`,
	"weekday": `ugedag`,
	"year": `\xe5r`
};
// node_modules/react-aria/dist/private/intl/datepicker/de-DE.mjs
var $3a3ff2529260e86c$exports = {};
$3a3ff2529260e86c$exports = {
	"calendar": `Kalender`,
	"day": `Tag`,
	"dayPeriod": `Tagesh\xe4lfte`,
	"endDate": `Enddatum`,
	"era": `Epoche`,
	"hour": `Stunde`,
	"minute": `Minute`,
	"month": `Monat`,
	"second": `Sekunde`,
	"selectedDateDescription": (args) => `Ausgew\xe4hltes Datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Ausgew\xe4hlter Bereich: ${args.startDate} bis ${args.endDate}`,
	"selectedTimeDescription": (args) => `Ausgew\xe4hlte Zeit: ${args.time}`,
	"startDate": `Startdatum`,
	"timeZoneName": `Zeitzone`,
	"weekday": `Wochentag`,
	"year": `Jahr`
};
// node_modules/react-aria/dist/private/intl/datepicker/el-GR.mjs
var $23600e213272ebff$exports = {};
$23600e213272ebff$exports = {
	"calendar": `\u{397}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BB}\u{3CC}\u{3B3}\u{3B9}\u{3BF}`,
	"day": `\u{3B7}\u{3BC}\u{3AD}\u{3C1}\u{3B1}`,
	"dayPeriod": `\u{3C0}.\u{3BC}./\u{3BC}.\u{3BC}.`,
	"endDate": `\u{397}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1} \u{3BB}\u{3AE}\u{3BE}\u{3B7}\u{3C2}`,
	"era": `\u{3C0}\u{3B5}\u{3C1}\u{3AF}\u{3BF}\u{3B4}\u{3BF}\u{3C2}`,
	"hour": `\u{3CE}\u{3C1}\u{3B1}`,
	"minute": `\u{3BB}\u{3B5}\u{3C0}\u{3C4}\u{3CC}`,
	"month": `\u{3BC}\u{3AE}\u{3BD}\u{3B1}\u{3C2}`,
	"second": `\u{3B4}\u{3B5}\u{3C5}\u{3C4}\u{3B5}\u{3C1}\u{3CC}\u{3BB}\u{3B5}\u{3C0}\u{3C4}\u{3BF}`,
	"selectedDateDescription": (args) => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3B5}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3B7} \u{3B7}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3B5}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3BF} \u{3B5}\u{3CD}\u{3C1}\u{3BF}\u{3C2}: ${args.startDate} \u{3AD}\u{3C9}\u{3C2} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{395}\u{3C0}\u{3B9}\u{3BB}\u{3B5}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3B7} \u{3CE}\u{3C1}\u{3B1}: ${args.time}`,
	"startDate": `\u{397}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1} \u{3AD}\u{3BD}\u{3B1}\u{3C1}\u{3BE}\u{3B7}\u{3C2}`,
	"timeZoneName": `\u{3B6}\u{3CE}\u{3BD}\u{3B7} \u{3CE}\u{3C1}\u{3B1}\u{3C2}`,
	"weekday": `\u{3BA}\u{3B1}\u{3B8}\u{3B7}\u{3BC}\u{3B5}\u{3C1}\u{3B9}\u{3BD}\u{3AE}`,
	"year": `\u{3AD}\u{3C4}\u{3BF}\u{3C2}`
};
// node_modules/react-aria/dist/private/intl/datepicker/en-US.mjs
var $f55b2b490fefc83f$exports = {};
$f55b2b490fefc83f$exports = {
	"era": `era`,
	"year": `year`,
	"month": `month`,
	"day": `day`,
	"hour": `hour`,
	"minute": `minute`,
	"second": `second`,
	"dayPeriod": `AM/PM`,
	"calendar": `Calendar`,
	"startDate": `Start Date`,
	"endDate": `End Date`,
	"weekday": `day of the week`,
	"timeZoneName": `time zone`,
	"selectedDateDescription": (args) => `Selected Date: ${args.date}`,
	"selectedRangeDescription": (args) => `Selected Range: ${args.startDate} to ${args.endDate}`,
	"selectedTimeDescription": (args) => `Selected Time: ${args.time}`
};
// node_modules/react-aria/dist/private/intl/datepicker/es-ES.mjs
var $a26c5f39f12a22ce$exports = {};
$a26c5f39f12a22ce$exports = {
	"calendar": `Calendario`,
	"day": `d\xeda`,
	"dayPeriod": `a.\xa0m./p.\xa0m.`,
	"endDate": `Fecha final`,
	"era": `era`,
	"hour": `hora`,
	"minute": `minuto`,
	"month": `mes`,
	"second": `segundo`,
	"selectedDateDescription": (args) => `Fecha seleccionada: ${args.date}`,
	"selectedRangeDescription": (args) => `Rango seleccionado: ${args.startDate} a ${args.endDate}`,
	"selectedTimeDescription": (args) => `Hora seleccionada: ${args.time}`,
	"startDate": `Fecha de inicio`,
	"timeZoneName": `zona horaria`,
	"weekday": `d\xeda de la semana`,
	"year": `a\xf1o`
};
// node_modules/react-aria/dist/private/intl/datepicker/et-EE.mjs
var $aa9bbbb5c23b8f89$exports = {};
$aa9bbbb5c23b8f89$exports = {
	"calendar": `Kalender`,
	"day": `p\xe4ev`,
	"dayPeriod": `enne/p\xe4rast l\xf5unat`,
	"endDate": `L\xf5ppkuup\xe4ev`,
	"era": `ajastu`,
	"hour": `tund`,
	"minute": `minut`,
	"month": `kuu`,
	"second": `sekund`,
	"selectedDateDescription": (args) => `Valitud kuup\xe4ev: ${args.date}`,
	"selectedRangeDescription": (args) => `Valitud vahemik: ${args.startDate} kuni ${args.endDate}`,
	"selectedTimeDescription": (args) => `Valitud aeg: ${args.time}`,
	"startDate": `Alguskuup\xe4ev`,
	"timeZoneName": `ajav\xf6\xf6nd`,
	"weekday": `n\xe4dalap\xe4ev`,
	"year": `aasta`
};
// node_modules/react-aria/dist/private/intl/datepicker/fi-FI.mjs
var $259779109f49857b$exports = {};
$259779109f49857b$exports = {
	"calendar": `Kalenteri`,
	"day": `p\xe4iv\xe4`,
	"dayPeriod": `vuorokaudenaika`,
	"endDate": `P\xe4\xe4ttymisp\xe4iv\xe4`,
	"era": `aikakausi`,
	"hour": `tunti`,
	"minute": `minuutti`,
	"month": `kuukausi`,
	"second": `sekunti`,
	"selectedDateDescription": (args) => `Valittu p\xe4iv\xe4m\xe4\xe4r\xe4: ${args.date}`,
	"selectedRangeDescription": (args) => `Valittu aikav\xe4li: ${args.startDate} \u{2013} ${args.endDate}`,
	"selectedTimeDescription": (args) => `Valittu aika: ${args.time}`,
	"startDate": `Alkamisp\xe4iv\xe4`,
	"timeZoneName": `aikavy\xf6hyke`,
	"weekday": `viikonp\xe4iv\xe4`,
	"year": `vuosi`
};
// node_modules/react-aria/dist/private/intl/datepicker/fr-FR.mjs
var $a0dabae6a6e4dfa3$exports = {};
$a0dabae6a6e4dfa3$exports = {
	"calendar": `Calendrier`,
	"day": `jour`,
	"dayPeriod": `cadran`,
	"endDate": `Date de fin`,
	"era": `\xe8re`,
	"hour": `heure`,
	"minute": `minute`,
	"month": `mois`,
	"second": `seconde`,
	"selectedDateDescription": (args) => `Date s\xe9lectionn\xe9e\xa0: ${args.date}`,
	"selectedRangeDescription": (args) => `Plage s\xe9lectionn\xe9e\xa0: ${args.startDate} au ${args.endDate}`,
	"selectedTimeDescription": (args) => `Heure choisie\xa0: ${args.time}`,
	"startDate": `Date de d\xe9but`,
	"timeZoneName": `fuseau horaire`,
	"weekday": `jour de la semaine`,
	"year": `ann\xe9e`
};
// node_modules/react-aria/dist/private/intl/datepicker/he-IL.mjs
var $9ee4f8b50a706fb0$exports = {};
$9ee4f8b50a706fb0$exports = {
	"calendar": `\u{5DC}\u{5D5}\u{5D7} \u{5E9}\u{5E0}\u{5D4}`,
	"day": `\u{5D9}\u{5D5}\u{5DD}`,
	"dayPeriod": `\u{5DC}\u{5E4}\u{5E0}\u{5D4}\u{5F4}\u{5E6}/\u{5D0}\u{5D7}\u{5D4}\u{5F4}\u{5E6}`,
	"endDate": `\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5E1}\u{5D9}\u{5D5}\u{5DD}`,
	"era": `\u{5EA}\u{5E7}\u{5D5}\u{5E4}\u{5D4}`,
	"hour": `\u{5E9}\u{5E2}\u{5D4}`,
	"minute": `\u{5D3}\u{5E7}\u{5D4}`,
	"month": `\u{5D7}\u{5D5}\u{5D3}\u{5E9}`,
	"second": `\u{5E9}\u{5E0}\u{5D9}\u{5D9}\u{5D4}`,
	"selectedDateDescription": (args) => `\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5E0}\u{5D1}\u{5D7}\u{5E8}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{5D8}\u{5D5}\u{5D5}\u{5D7} \u{5E0}\u{5D1}\u{5D7}\u{5E8}: ${args.startDate} \u{5E2}\u{5D3} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{5D6}\u{5DE}\u{5DF} \u{5E0}\u{5D1}\u{5D7}\u{5E8}: ${args.time}`,
	"startDate": `\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5D4}\u{5EA}\u{5D7}\u{5DC}\u{5D4}`,
	"timeZoneName": `\u{5D0}\u{5D6}\u{5D5}\u{5E8} \u{5D6}\u{5DE}\u{5DF}`,
	"weekday": `\u{5D9}\u{5D5}\u{5DD} \u{5D1}\u{5E9}\u{5D1}\u{5D5}\u{5E2}`,
	"year": `\u{5E9}\u{5E0}\u{5D4}`
};
// node_modules/react-aria/dist/private/intl/datepicker/hr-HR.mjs
var $a0177dd939b923a2$exports = {};
$a0177dd939b923a2$exports = {
	"calendar": `Kalendar`,
	"day": `dan`,
	"dayPeriod": `AM/PM`,
	"endDate": `Datum zavr\u{161}etka`,
	"era": `era`,
	"hour": `sat`,
	"minute": `minuta`,
	"month": `mjesec`,
	"second": `sekunda`,
	"selectedDateDescription": (args) => `Odabrani datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Odabrani raspon: ${args.startDate} do ${args.endDate}`,
	"selectedTimeDescription": (args) => `Odabrano vrijeme: ${args.time}`,
	"startDate": `Datum po\u{10D}etka`,
	"timeZoneName": `vremenska zona`,
	"weekday": `dan u tjednu`,
	"year": `godina`
};
// node_modules/react-aria/dist/private/intl/datepicker/hu-HU.mjs
var $9f50a6284cc420c9$exports = {};
$9f50a6284cc420c9$exports = {
	"calendar": `Napt\xe1r`,
	"day": `nap`,
	"dayPeriod": `napszak`,
	"endDate": `Befejez\u{151} d\xe1tum`,
	"era": `\xe9ra`,
	"hour": `\xf3ra`,
	"minute": `perc`,
	"month": `h\xf3nap`,
	"second": `m\xe1sodperc`,
	"selectedDateDescription": (args) => `Kijel\xf6lt d\xe1tum: ${args.date}`,
	"selectedRangeDescription": (args) => `Kijel\xf6lt tartom\xe1ny: ${args.startDate}\u{2013}${args.endDate}`,
	"selectedTimeDescription": (args) => `Kijel\xf6lt id\u{151}: ${args.time}`,
	"startDate": `Kezd\u{151} d\xe1tum`,
	"timeZoneName": `id\u{151}z\xf3na`,
	"weekday": `h\xe9t napja`,
	"year": `\xe9v`
};
// node_modules/react-aria/dist/private/intl/datepicker/it-IT.mjs
var $093648023d40d6bf$exports = {};
$093648023d40d6bf$exports = {
	"calendar": `Calendario`,
	"day": `giorno`,
	"dayPeriod": `AM/PM`,
	"endDate": `Data finale`,
	"era": `era`,
	"hour": `ora`,
	"minute": `minuto`,
	"month": `mese`,
	"second": `secondo`,
	"selectedDateDescription": (args) => `Data selezionata: ${args.date}`,
	"selectedRangeDescription": (args) => `Intervallo selezionato: da ${args.startDate} a ${args.endDate}`,
	"selectedTimeDescription": (args) => `Ora selezionata: ${args.time}`,
	"startDate": `Data iniziale`,
	"timeZoneName": `fuso orario`,
	"weekday": `giorno della settimana`,
	"year": `anno`
};
// node_modules/react-aria/dist/private/intl/datepicker/ja-JP.mjs
var $468f1e18fa3f223d$exports = {};
$468f1e18fa3f223d$exports = {
	"calendar": `\u{30AB}\u{30EC}\u{30F3}\u{30C0}\u{30FC}`,
	"day": `\u{65E5}`,
	"dayPeriod": `\u{5348}\u{524D}/\u{5348}\u{5F8C}`,
	"endDate": `\u{7D42}\u{4E86}\u{65E5}`,
	"era": `\u{6642}\u{4EE3}`,
	"hour": `\u{6642}`,
	"minute": `\u{5206}`,
	"month": `\u{6708}`,
	"second": `\u{79D2}`,
	"selectedDateDescription": (args) => `\u{9078}\u{629E}\u{3057}\u{305F}\u{65E5}\u{4ED8} : ${args.date}`,
	"selectedRangeDescription": (args) => `\u{9078}\u{629E}\u{7BC4}\u{56F2} : ${args.startDate} \u{304B}\u{3089} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{9078}\u{629E}\u{3057}\u{305F}\u{6642}\u{9593} : ${args.time}`,
	"startDate": `\u{958B}\u{59CB}\u{65E5}`,
	"timeZoneName": `\u{30BF}\u{30A4}\u{30E0}\u{30BE}\u{30FC}\u{30F3}`,
	"weekday": `\u{66DC}\u{65E5}`,
	"year": `\u{5E74}`
};
// node_modules/react-aria/dist/private/intl/datepicker/ko-KR.mjs
var $5b109e59619ea000$exports = {};
$5b109e59619ea000$exports = {
	"calendar": `\u{B2EC}\u{B825}`,
	"day": `\u{C77C}`,
	"dayPeriod": `\u{C624}\u{C804}/\u{C624}\u{D6C4}`,
	"endDate": `\u{C885}\u{B8CC}\u{C77C}`,
	"era": `\u{C5F0}\u{D638}`,
	"hour": `\u{C2DC}`,
	"minute": `\u{BD84}`,
	"month": `\u{C6D4}`,
	"second": `\u{CD08}`,
	"selectedDateDescription": (args) => `\u{C120}\u{D0DD} \u{C77C}\u{C790}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{C120}\u{D0DD} \u{BC94}\u{C704}: ${args.startDate} ~ ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{C120}\u{D0DD} \u{C2DC}\u{AC04}: ${args.time}`,
	"startDate": `\u{C2DC}\u{C791}\u{C77C}`,
	"timeZoneName": `\u{C2DC}\u{AC04}\u{B300}`,
	"weekday": `\u{C694}\u{C77C}`,
	"year": `\u{B144}`
};
// node_modules/react-aria/dist/private/intl/datepicker/lt-LT.mjs
var $2f0afa1b2439549e$exports = {};
$2f0afa1b2439549e$exports = {
	"calendar": `Kalendorius`,
	"day": `diena`,
	"dayPeriod": `iki piet\u{173} / po piet\u{173}`,
	"endDate": `Pabaigos data`,
	"era": `era`,
	"hour": `valanda`,
	"minute": `minut\u{117}`,
	"month": `m\u{117}nuo`,
	"second": `sekund\u{117}`,
	"selectedDateDescription": (args) => `Pasirinkta data: ${args.date}`,
	"selectedRangeDescription": (args) => `Pasirinktas intervalas: nuo ${args.startDate} iki ${args.endDate}`,
	"selectedTimeDescription": (args) => `Pasirinktas laikas: ${args.time}`,
	"startDate": `Prad\u{17E}ios data`,
	"timeZoneName": `laiko juosta`,
	"weekday": `savait\u{117}s diena`,
	"year": `metai`
};
// node_modules/react-aria/dist/private/intl/datepicker/lv-LV.mjs
var $27abaa5eeee38d13$exports = {};
$27abaa5eeee38d13$exports = {
	"calendar": `Kalend\u{101}rs`,
	"day": `diena`,
	"dayPeriod": `priek\u{161}pusdien\u{101}/p\u{113}cpusdien\u{101}`,
	"endDate": `Beigu datums`,
	"era": `\u{113}ra`,
	"hour": `stundas`,
	"minute": `min\u{16B}tes`,
	"month": `m\u{113}nesis`,
	"second": `sekundes`,
	"selectedDateDescription": (args) => `Atlas\u{12B}tais datums: ${args.date}`,
	"selectedRangeDescription": (args) => `Atlas\u{12B}tais diapazons: no ${args.startDate} l\u{12B}dz ${args.endDate}`,
	"selectedTimeDescription": (args) => `Atlas\u{12B}tais laiks: ${args.time}`,
	"startDate": `S\u{101}kuma datums`,
	"timeZoneName": `laika josla`,
	"weekday": `ned\u{113}\u{13C}as diena`,
	"year": `gads`
};
// node_modules/react-aria/dist/private/intl/datepicker/nb-NO.mjs
var $a2ddf2696a73af66$exports = {};
$a2ddf2696a73af66$exports = {
	"calendar": `Kalender`,
	"day": `dag`,
	"dayPeriod": `a.m./p.m.`,
	"endDate": `Sluttdato`,
	"era": `tidsalder`,
	"hour": `time`,
	"minute": `minutt`,
	"month": `m\xe5ned`,
	"second": `sekund`,
	"selectedDateDescription": (args) => `Valgt dato: ${args.date}`,
	"selectedRangeDescription": (args) => `Valgt omr\xe5de: ${args.startDate} til ${args.endDate}`,
	"selectedTimeDescription": (args) => `Valgt tid: ${args.time}`,
	"startDate": `Startdato`,
	"timeZoneName": `tidssone`,
	"weekday": `ukedag`,
	"year": `\xe5r`
};
// node_modules/react-aria/dist/private/intl/datepicker/nl-NL.mjs
var $21c3f3e4731fe403$exports = {};
$21c3f3e4731fe403$exports = {
	"calendar": `Kalender`,
	"day": `dag`,
	"dayPeriod": `a.m./p.m.`,
	"endDate": `Einddatum`,
	"era": `tijdperk`,
	"hour": `uur`,
	"minute": `minuut`,
	"month": `maand`,
	"second": `seconde`,
	"selectedDateDescription": (args) => `Geselecteerde datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Geselecteerd bereik: ${args.startDate} tot ${args.endDate}`,
	"selectedTimeDescription": (args) => `Geselecteerde tijd: ${args.time}`,
	"startDate": `Startdatum`,
	"timeZoneName": `tijdzone`,
	"weekday": `dag van de week`,
	"year": `jaar`
};
// node_modules/react-aria/dist/private/intl/datepicker/pl-PL.mjs
var $d1a089cc8abfbba7$exports = {};
$d1a089cc8abfbba7$exports = {
	"calendar": `Kalendarz`,
	"day": `dzie\u{144}`,
	"dayPeriod": `rano / po po\u{142}udniu / wieczorem`,
	"endDate": `Data ko\u{144}cowa`,
	"era": `era`,
	"hour": `godzina`,
	"minute": `minuta`,
	"month": `miesi\u{105}c`,
	"second": `sekunda`,
	"selectedDateDescription": (args) => `Wybrana data: ${args.date}`,
	"selectedRangeDescription": (args) => `Wybrany zakres: ${args.startDate} do ${args.endDate}`,
	"selectedTimeDescription": (args) => `Wybrany czas: ${args.time}`,
	"startDate": `Data pocz\u{105}tkowa`,
	"timeZoneName": `strefa czasowa`,
	"weekday": `dzie\u{144} tygodnia`,
	"year": `rok`
};
// node_modules/react-aria/dist/private/intl/datepicker/pt-BR.mjs
var $e91b29ddc20cd91a$exports = {};
$e91b29ddc20cd91a$exports = {
	"calendar": `Calend\xe1rio`,
	"day": `dia`,
	"dayPeriod": `AM/PM`,
	"endDate": `Data final`,
	"era": `era`,
	"hour": `hora`,
	"minute": `minuto`,
	"month": `m\xeas`,
	"second": `segundo`,
	"selectedDateDescription": (args) => `Data selecionada: ${args.date}`,
	"selectedRangeDescription": (args) => `Intervalo selecionado: ${args.startDate} a ${args.endDate}`,
	"selectedTimeDescription": (args) => `Hora selecionada: ${args.time}`,
	"startDate": `Data inicial`,
	"timeZoneName": `fuso hor\xe1rio`,
	"weekday": `dia da semana`,
	"year": `ano`
};
// node_modules/react-aria/dist/private/intl/datepicker/pt-PT.mjs
var $0a80f1c280a45ff8$exports = {};
$0a80f1c280a45ff8$exports = {
	"calendar": `Calend\xe1rio`,
	"day": `dia`,
	"dayPeriod": `am/pm`,
	"endDate": `Data de T\xe9rmino`,
	"era": `era`,
	"hour": `hora`,
	"minute": `minuto`,
	"month": `m\xeas`,
	"second": `segundo`,
	"selectedDateDescription": (args) => `Data selecionada: ${args.date}`,
	"selectedRangeDescription": (args) => `Intervalo selecionado: ${args.startDate} a ${args.endDate}`,
	"selectedTimeDescription": (args) => `Hora selecionada: ${args.time}`,
	"startDate": `Data de In\xedcio`,
	"timeZoneName": `fuso hor\xe1rio`,
	"weekday": `dia da semana`,
	"year": `ano`
};
// node_modules/react-aria/dist/private/intl/datepicker/ro-RO.mjs
var $38120fd29916cf02$exports = {};
$38120fd29916cf02$exports = {
	"calendar": `Calendar`,
	"day": `zi`,
	"dayPeriod": `a.m/p.m.`,
	"endDate": `Dat\u{103} final`,
	"era": `er\u{103}`,
	"hour": `or\u{103}`,
	"minute": `minut`,
	"month": `lun\u{103}`,
	"second": `secund\u{103}`,
	"selectedDateDescription": (args) => `Dat\u{103} selectat\u{103}: ${args.date}`,
	"selectedRangeDescription": (args) => `Interval selectat: de la ${args.startDate} p\xe2n\u{103} la ${args.endDate}`,
	"selectedTimeDescription": (args) => `Ora selectat\u{103}: ${args.time}`,
	"startDate": `Dat\u{103} \xeenceput`,
	"timeZoneName": `fus orar`,
	"weekday": `ziua din s\u{103}pt\u{103}m\xe2n\u{103}`,
	"year": `an`
};
// node_modules/react-aria/dist/private/intl/datepicker/ru-RU.mjs
var $94906c1d93ba5366$exports = {};
$94906c1d93ba5366$exports = {
	"calendar": `\u{41A}\u{430}\u{43B}\u{435}\u{43D}\u{434}\u{430}\u{440}\u{44C}`,
	"day": `\u{434}\u{435}\u{43D}\u{44C}`,
	"dayPeriod": `AM/PM`,
	"endDate": `\u{414}\u{430}\u{442}\u{430} \u{43E}\u{43A}\u{43E}\u{43D}\u{447}\u{430}\u{43D}\u{438}\u{44F}`,
	"era": `\u{44D}\u{440}\u{430}`,
	"hour": `\u{447}\u{430}\u{441}`,
	"minute": `\u{43C}\u{438}\u{43D}\u{443}\u{442}\u{430}`,
	"month": `\u{43C}\u{435}\u{441}\u{44F}\u{446}`,
	"second": `\u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}\u{430}`,
	"selectedDateDescription": (args) => `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{430}\u{44F} \u{434}\u{430}\u{442}\u{430}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{44B}\u{439} \u{434}\u{438}\u{430}\u{43F}\u{430}\u{437}\u{43E}\u{43D}: \u{441} ${args.startDate} \u{43F}\u{43E} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{43E}\u{435} \u{432}\u{440}\u{435}\u{43C}\u{44F}: ${args.time}`,
	"startDate": `\u{414}\u{430}\u{442}\u{430} \u{43D}\u{430}\u{447}\u{430}\u{43B}\u{430}`,
	"timeZoneName": `\u{447}\u{430}\u{441}\u{43E}\u{432}\u{43E}\u{439} \u{43F}\u{43E}\u{44F}\u{441}`,
	"weekday": `\u{434}\u{435}\u{43D}\u{44C} \u{43D}\u{435}\u{434}\u{435}\u{43B}\u{438}`,
	"year": `\u{433}\u{43E}\u{434}`
};
// node_modules/react-aria/dist/private/intl/datepicker/sk-SK.mjs
var $30086053472e9169$exports = {};
$30086053472e9169$exports = {
	"calendar": `Kalend\xe1r`,
	"day": `de\u{148}`,
	"dayPeriod": `AM/PM`,
	"endDate": `D\xe1tum ukon\u{10D}enia`,
	"era": `letopo\u{10D}et`,
	"hour": `hodina`,
	"minute": `min\xfata`,
	"month": `mesiac`,
	"second": `sekunda`,
	"selectedDateDescription": (args) => `Vybrat\xfd d\xe1tum: ${args.date}`,
	"selectedRangeDescription": (args) => `Vybrat\xfd rozsah: od ${args.startDate} do ${args.endDate}`,
	"selectedTimeDescription": (args) => `Vybrat\xfd \u{10D}as: ${args.time}`,
	"startDate": `D\xe1tum za\u{10D}atia`,
	"timeZoneName": `\u{10D}asov\xe9 p\xe1smo`,
	"weekday": `de\u{148} t\xfd\u{17E}d\u{148}a`,
	"year": `rok`
};
// node_modules/react-aria/dist/private/intl/datepicker/sl-SI.mjs
var $fc07a2a256307c8b$exports = {};
$fc07a2a256307c8b$exports = {
	"calendar": `Koledar`,
	"day": `dan`,
	"dayPeriod": `dop/pop`,
	"endDate": `Datum konca`,
	"era": `doba`,
	"hour": `ura`,
	"minute": `minuta`,
	"month": `mesec`,
	"second": `sekunda`,
	"selectedDateDescription": (args) => `Izbrani datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Izbrano obmo\u{10D}je: ${args.startDate} do ${args.endDate}`,
	"selectedTimeDescription": (args) => `Izbrani \u{10D}as: ${args.time}`,
	"startDate": `Datum za\u{10D}etka`,
	"timeZoneName": `\u{10D}asovni pas`,
	"weekday": `dan v tednu`,
	"year": `leto`
};
// node_modules/react-aria/dist/private/intl/datepicker/sr-SP.mjs
var $b0ca89a92b1f1cb4$exports = {};
$b0ca89a92b1f1cb4$exports = {
	"calendar": `Kalendar`,
	"day": `\u{434}\u{430}\u{43D}`,
	"dayPeriod": `\u{43F}\u{440}\u{435} \u{43F}\u{43E}\u{434}\u{43D}\u{435}/\u{43F}\u{43E} \u{43F}\u{43E}\u{434}\u{43D}\u{435}`,
	"endDate": `Datum zavr\u{161}etka`,
	"era": `\u{435}\u{440}\u{430}`,
	"hour": `\u{441}\u{430}\u{442}`,
	"minute": `\u{43C}\u{438}\u{43D}\u{443}\u{442}`,
	"month": `\u{43C}\u{435}\u{441}\u{435}\u{446}`,
	"second": `\u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}`,
	"selectedDateDescription": (args) => `Izabrani datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Izabrani opseg: od ${args.startDate} do ${args.endDate}`,
	"selectedTimeDescription": (args) => `Izabrano vreme: ${args.time}`,
	"startDate": `Datum po\u{10D}etka`,
	"timeZoneName": `\u{432}\u{440}\u{435}\u{43C}\u{435}\u{43D}\u{441}\u{43A}\u{430} \u{437}\u{43E}\u{43D}\u{430}`,
	"weekday": `\u{434}\u{430}\u{43D} \u{443} \u{43D}\u{435}\u{434}\u{435}\u{459}\u{438}`,
	"year": `\u{433}\u{43E}\u{434}\u{438}\u{43D}\u{430}`
};
// node_modules/react-aria/dist/private/intl/datepicker/sv-SE.mjs
var $00a26f23eeebcd7a$exports = {};
$00a26f23eeebcd7a$exports = {
	"calendar": `Kalender`,
	"day": `dag`,
	"dayPeriod": `fm/em`,
	"endDate": `Slutdatum`,
	"era": `era`,
	"hour": `timme`,
	"minute": `minut`,
	"month": `m\xe5nad`,
	"second": `sekund`,
	"selectedDateDescription": (args) => `Valt datum: ${args.date}`,
	"selectedRangeDescription": (args) => `Valt intervall: ${args.startDate} till ${args.endDate}`,
	"selectedTimeDescription": (args) => `Vald tid: ${args.time}`,
	"startDate": `Startdatum`,
	"timeZoneName": `tidszon`,
	"weekday": `veckodag`,
	"year": `\xe5r`
};
// node_modules/react-aria/dist/private/intl/datepicker/tr-TR.mjs
var $e24158d52009482b$exports = {};
$e24158d52009482b$exports = {
	"calendar": `Takvim`,
	"day": `g\xfcn`,
	"dayPeriod": `\xd6\xd6/\xd6S`,
	"endDate": `Biti\u{15F} Tarihi`,
	"era": `\xe7a\u{11F}`,
	"hour": `saat`,
	"minute": `dakika`,
	"month": `ay`,
	"second": `saniye`,
	"selectedDateDescription": (args) => `Se\xe7ilen Tarih: ${args.date}`,
	"selectedRangeDescription": (args) => `Se\xe7ilen Aral\u{131}k: ${args.startDate} - ${args.endDate}`,
	"selectedTimeDescription": (args) => `Se\xe7ilen Zaman: ${args.time}`,
	"startDate": `Ba\u{15F}lang\u{131}\xe7 Tarihi`,
	"timeZoneName": `saat dilimi`,
	"weekday": `haftan\u{131}n g\xfcn\xfc`,
	"year": `y\u{131}l`
};
// node_modules/react-aria/dist/private/intl/datepicker/uk-UA.mjs
var $5dac6a884a689b22$exports = {};
$5dac6a884a689b22$exports = {
	"calendar": `\u{41A}\u{430}\u{43B}\u{435}\u{43D}\u{434}\u{430}\u{440}`,
	"day": `\u{434}\u{435}\u{43D}\u{44C}`,
	"dayPeriod": `\u{434}\u{43F}/\u{43F}\u{43F}`,
	"endDate": `\u{414}\u{430}\u{442}\u{430} \u{437}\u{430}\u{432}\u{435}\u{440}\u{448}\u{435}\u{43D}\u{43D}\u{44F}`,
	"era": `\u{435}\u{440}\u{430}`,
	"hour": `\u{433}\u{43E}\u{434}\u{438}\u{43D}\u{430}`,
	"minute": `\u{445}\u{432}\u{438}\u{43B}\u{438}\u{43D}\u{430}`,
	"month": `\u{43C}\u{456}\u{441}\u{44F}\u{446}\u{44C}`,
	"second": `\u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}\u{430}`,
	"selectedDateDescription": (args) => `\u{412}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{430} \u{434}\u{430}\u{442}\u{430}: ${args.date}`,
	"selectedRangeDescription": (args) => `\u{412}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{438}\u{439} \u{434}\u{456}\u{430}\u{43F}\u{430}\u{437}\u{43E}\u{43D}: ${args.startDate} \u{2014} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{412}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{438}\u{439} \u{447}\u{430}\u{441}: ${args.time}`,
	"startDate": `\u{414}\u{430}\u{442}\u{430} \u{43F}\u{43E}\u{447}\u{430}\u{442}\u{43A}\u{443}`,
	"timeZoneName": `\u{447}\u{430}\u{441}\u{43E}\u{432}\u{438}\u{439} \u{43F}\u{43E}\u{44F}\u{441}`,
	"weekday": `\u{434}\u{435}\u{43D}\u{44C} \u{442}\u{438}\u{436}\u{43D}\u{44F}`,
	"year": `\u{440}\u{456}\u{43A}`
};
// node_modules/react-aria/dist/private/intl/datepicker/zh-CN.mjs
var $ca54820d4a5dc2c8$exports = {};
$ca54820d4a5dc2c8$exports = {
	"calendar": `\u{65E5}\u{5386}`,
	"day": `\u{65E5}`,
	"dayPeriod": `\u{4E0A}\u{5348}/\u{4E0B}\u{5348}`,
	"endDate": `\u{7ED3}\u{675F}\u{65E5}\u{671F}`,
	"era": `\u{7EAA}\u{5143}`,
	"hour": `\u{5C0F}\u{65F6}`,
	"minute": `\u{5206}\u{949F}`,
	"month": `\u{6708}`,
	"second": `\u{79D2}`,
	"selectedDateDescription": (args) => `\u{9009}\u{5B9A}\u{7684}\u{65E5}\u{671F}\u{FF1A}${args.date}`,
	"selectedRangeDescription": (args) => `\u{9009}\u{5B9A}\u{7684}\u{8303}\u{56F4}\u{FF1A}${args.startDate} \u{81F3} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{9009}\u{5B9A}\u{7684}\u{65F6}\u{95F4}\u{FF1A}${args.time}`,
	"startDate": `\u{5F00}\u{59CB}\u{65E5}\u{671F}`,
	"timeZoneName": `\u{65F6}\u{533A}`,
	"weekday": `\u{5DE5}\u{4F5C}\u{65E5}`,
	"year": `\u{5E74}`
};
// node_modules/react-aria/dist/private/intl/datepicker/zh-TW.mjs
var $acc97dc236a73e6a$exports = {};
$acc97dc236a73e6a$exports = {
	"calendar": `\u{65E5}\u{66C6}`,
	"day": `\u{65E5}`,
	"dayPeriod": `\u{4E0A}\u{5348}/\u{4E0B}\u{5348}`,
	"endDate": `\u{7D50}\u{675F}\u{65E5}\u{671F}`,
	"era": `\u{7EAA}\u{5143}`,
	"hour": `\u{5C0F}\u{65F6}`,
	"minute": `\u{5206}\u{949F}`,
	"month": `\u{6708}`,
	"second": `\u{79D2}`,
	"selectedDateDescription": (args) => `\u{9078}\u{5B9A}\u{7684}\u{65E5}\u{671F}\u{FF1A}${args.date}`,
	"selectedRangeDescription": (args) => `\u{9078}\u{5B9A}\u{7684}\u{7BC4}\u{570D}\u{FF1A}${args.startDate} \u{81F3} ${args.endDate}`,
	"selectedTimeDescription": (args) => `\u{9078}\u{5B9A}\u{7684}\u{6642}\u{9593}\u{FF1A}${args.time}`,
	"startDate": `\u{958B}\u{59CB}\u{65E5}\u{671F}`,
	"timeZoneName": `\u{65F6}\u{533A}`,
	"weekday": `\u{5DE5}\u{4F5C}\u{65E5}`,
	"year": `\u{5E74}`
};
// node_modules/react-aria/dist/private/datepicker/intlStrings.mjs
var $0014db39426443c5$exports = {};
$0014db39426443c5$exports = {
	"ar-AE": $0184ae2f3e9694a3$exports,
	"bg-BG": $8893ff3c57ba9713$exports,
	"cs-CZ": $62303ddb874adbeb$exports,
	"da-DK": $85281a83c1189057$exports,
	"de-DE": $3a3ff2529260e86c$exports,
	"el-GR": $23600e213272ebff$exports,
	"en-US": $f55b2b490fefc83f$exports,
	"es-ES": $a26c5f39f12a22ce$exports,
	"et-EE": $aa9bbbb5c23b8f89$exports,
	"fi-FI": $259779109f49857b$exports,
	"fr-FR": $a0dabae6a6e4dfa3$exports,
	"he-IL": $9ee4f8b50a706fb0$exports,
	"hr-HR": $a0177dd939b923a2$exports,
	"hu-HU": $9f50a6284cc420c9$exports,
	"it-IT": $093648023d40d6bf$exports,
	"ja-JP": $468f1e18fa3f223d$exports,
	"ko-KR": $5b109e59619ea000$exports,
	"lt-LT": $2f0afa1b2439549e$exports,
	"lv-LV": $27abaa5eeee38d13$exports,
	"nb-NO": $a2ddf2696a73af66$exports,
	"nl-NL": $21c3f3e4731fe403$exports,
	"pl-PL": $d1a089cc8abfbba7$exports,
	"pt-BR": $e91b29ddc20cd91a$exports,
	"pt-PT": $0a80f1c280a45ff8$exports,
	"ro-RO": $38120fd29916cf02$exports,
	"ru-RU": $94906c1d93ba5366$exports,
	"sk-SK": $30086053472e9169$exports,
	"sl-SI": $fc07a2a256307c8b$exports,
	"sr-SP": $b0ca89a92b1f1cb4$exports,
	"sv-SE": $00a26f23eeebcd7a$exports,
	"tr-TR": $e24158d52009482b$exports,
	"uk-UA": $5dac6a884a689b22$exports,
	"zh-CN": $ca54820d4a5dc2c8$exports,
	"zh-TW": $acc97dc236a73e6a$exports
};
// node_modules/react-aria/dist/private/datepicker/useDatePickerGroup.mjs
function $6a440d0e2d99dd46$export$4a931266a3838b86(state, ref, disableArrowNavigation) {
	let { direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let focusManager = (0, import_react.useMemo)(() => $535772f9d2c1f38d$export$c5251b9e124bf29(ref), [ref]);
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			"Alt+ArrowDown": () => {
				if ("setOpen" in state) {
					state.setOpen(true);
					return;
				}
				return false;
			},
			"Alt+ArrowUp": () => {
				if ("setOpen" in state) {
					state.setOpen(true);
					return;
				}
				return false;
			},
			ArrowLeft: (e) => {
				if (disableArrowNavigation) return false;
				if (direction === "rtl") {
					if (ref.current) {
						let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
						let prev = $6a440d0e2d99dd46$var$findNextSegment(ref.current, target.getBoundingClientRect().left, -1);
						if (prev) {
							prev.focus();
							return;
						}
					}
				} else {
					focusManager.focusPrevious();
					return;
				}
				return false;
			},
			ArrowRight: (e) => {
				if (disableArrowNavigation) return false;
				if (direction === "rtl") {
					if (ref.current) {
						let target = $23f2114a1b82827e$export$e58f029f0fbfdb29(e);
						let next = $6a440d0e2d99dd46$var$findNextSegment(ref.current, target.getBoundingClientRect().left, 1);
						if (next) {
							next.focus();
							return;
						}
					}
				} else {
					focusManager.focusNext();
					return;
				}
				return false;
			}
		},
		allowRepeats: true
	});
	let focusLast = () => {
		if (!ref.current) return;
		let target = window.event ? $23f2114a1b82827e$export$e58f029f0fbfdb29(window.event) : null;
		let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current, { tabbable: true });
		if (target) {
			walker.currentNode = target;
			target = walker.previousNode();
		}
		if (!target) {
			let last;
			do {
				last = walker.lastChild();
				if (last) target = last;
			} while (last);
		}
		while (target?.hasAttribute("data-placeholder")) {
			let prev = walker.previousNode();
			if (prev && prev.hasAttribute("data-placeholder")) target = prev;
			else break;
		}
		if (target) target.focus();
	};
	let { pressProps } = $d27d541f9569d26d$export$45712eceda6fad21({
		preventFocusOnPress: true,
		allowTextSelectionOnPress: true,
		onPressStart(e) {
			if (e.pointerType === "mouse") focusLast();
		},
		onPress(e) {
			if (e.pointerType === "touch" || e.pointerType === "pen") focusLast();
		}
	});
	return $bbaa08b3cd72f041$export$9d1611c77c2fe928(pressProps, keyboardProps);
}
function $6a440d0e2d99dd46$var$findNextSegment(group, fromX, direction) {
	let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(group, { tabbable: true });
	let node = walker.nextNode();
	let closest = null;
	let closestDistance = Infinity;
	while (node) {
		let distance = node.getBoundingClientRect().left - fromX;
		let absoluteDistance = Math.abs(distance);
		if (Math.sign(distance) === direction && absoluteDistance < closestDistance) {
			closest = node;
			closestDistance = absoluteDistance;
		}
		node = walker.nextNode();
	}
	return closest;
}
// node_modules/react-aria/dist/private/datepicker/useDateField.mjs
function $parcel$interopDefault$2(a) {
	return a && a.__esModule ? a.default : a;
}
var $7541913c0284d84b$export$653eddfc964b0f8a = /* @__PURE__ */ new WeakMap();
var $7541913c0284d84b$export$300019f83c56d282 = "__reactAriaDateFieldRole";
var $7541913c0284d84b$export$7b3062cd49e80452 = "__reactAriaDateFieldFocusManager";
function $7541913c0284d84b$export$5591b0b878c1a989(props, state, ref) {
	let { isInvalid, validationErrors, validationDetails } = state.displayValidation;
	let { labelProps, fieldProps, descriptionProps, errorMessageProps } = $191c9b6d48a0a4e2$export$294aa081a6c6f55d({
		...props,
		labelElementType: "span",
		isInvalid,
		errorMessage: props.errorMessage || validationErrors
	});
	let valueOnFocus = (0, import_react.useRef)(null);
	let { focusWithinProps } = $2c9edc598a03d523$export$420e68273165f4ec({
		...props,
		onFocusWithin(e) {
			valueOnFocus.current = state.value;
			props.onFocus?.(e);
		},
		onBlurWithin: (e) => {
			state.confirmPlaceholder();
			if (state.value !== valueOnFocus.current) state.commitValidation();
			props.onBlur?.(e);
		},
		onFocusWithinChange: props.onFocusChange
	});
	let stringFormatter = $cf2482eff2eeeec2$export$f12b703ca79dfbb1($parcel$interopDefault$2($0014db39426443c5$exports), "@react-aria/datepicker");
	let message = state.maxGranularity === "hour" ? "selectedTimeDescription" : "selectedDateDescription";
	let field = state.maxGranularity === "hour" ? "time" : "date";
	let description = state.value ? stringFormatter.format(message, { [field]: state.formatValue({ month: "long" }) }) : "";
	let descProps = $121970af65029459$export$f8aeda7b10753fa1(description);
	let describedBy = props["__reactAriaDateFieldRole"] === "presentation" ? fieldProps["aria-describedby"] : [descProps["aria-describedby"], fieldProps["aria-describedby"]].filter(Boolean).join(" ") || void 0;
	let propsFocusManager = props[$7541913c0284d84b$export$7b3062cd49e80452];
	let focusManager = (0, import_react.useMemo)(() => propsFocusManager || $535772f9d2c1f38d$export$c5251b9e124bf29(ref), [propsFocusManager, ref]);
	let groupProps = $6a440d0e2d99dd46$export$4a931266a3838b86(state, ref, props[$7541913c0284d84b$export$300019f83c56d282] === "presentation");
	$7541913c0284d84b$export$653eddfc964b0f8a.set(state, {
		ariaLabel: props["aria-label"],
		ariaLabelledBy: [labelProps.id, props["aria-labelledby"]].filter(Boolean).join(" ") || void 0,
		ariaDescribedBy: describedBy,
		focusManager
	});
	let autoFocusRef = (0, import_react.useRef)(props.autoFocus);
	let fieldDOMProps;
	if (props["__reactAriaDateFieldRole"] === "presentation") fieldDOMProps = { role: "presentation" };
	else fieldDOMProps = $bbaa08b3cd72f041$export$9d1611c77c2fe928(fieldProps, {
		role: "group",
		"aria-disabled": props.isDisabled || void 0,
		"aria-describedby": describedBy
	});
	(0, import_react.useEffect)(() => {
		if (autoFocusRef.current) focusManager.focusFirst();
		autoFocusRef.current = false;
	}, [focusManager]);
	$3274bf1495747a7b$export$5add1d006293d136(props.inputRef, state.defaultValue, state.setValue);
	$860f7da480e22816$export$b8473d3665f3a75a({
		...props,
		focus() {
			focusManager.focusFirst();
		}
	}, state, props.inputRef);
	let inputProps = {
		type: "hidden",
		name: props.name,
		form: props.form,
		value: state.value?.toString() || "",
		disabled: props.isDisabled
	};
	if (props.validationBehavior === "native") {
		inputProps.type = "text";
		inputProps.hidden = true;
		inputProps.required = props.isRequired;
		inputProps.onChange = () => {};
	}
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props);
	return {
		labelProps: {
			...labelProps,
			onClick: () => {
				focusManager.focusFirst();
			}
		},
		fieldProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(domProps, fieldDOMProps, groupProps, focusWithinProps, {
			onKeyDown: props.onKeyDown,
			onKeyUp: props.onKeyUp,
			style: { unicodeBidi: "isolate" }
		}),
		inputProps,
		descriptionProps,
		errorMessageProps,
		isInvalid,
		validationErrors,
		validationDetails
	};
}
// node_modules/react-aria/dist/private/datepicker/useDisplayNames.mjs
function $parcel$interopDefault$1(a) {
	return a && a.__esModule ? a.default : a;
}
function $40cf8faa4dad0740$export$d42c60378c8168f8() {
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let dictionary = $cf2482eff2eeeec2$export$87b761675e8eaa10($parcel$interopDefault$1($0014db39426443c5$exports), "@react-aria/datepicker");
	return (0, import_react.useMemo)(() => {
		try {
			return new Intl.DisplayNames(locale, { type: "dateTimeField" });
		} catch {
			return new $40cf8faa4dad0740$var$DisplayNamesPolyfill(locale, dictionary);
		}
	}, [locale, dictionary]);
}
var $40cf8faa4dad0740$var$DisplayNamesPolyfill = class {
	constructor(locale, dictionary) {
		this.locale = locale;
		this.dictionary = dictionary;
	}
	of(field) {
		return this.dictionary.getStringForLocale(field, this.locale);
	}
};
// node_modules/react-aria/dist/private/datepicker/useDateSegment.mjs
function $d51706f903be7eab$export$1315d136e6f7581(segment, state, ref) {
	let enteredKeys = (0, import_react.useRef)("");
	let { locale, direction } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let displayNames = $40cf8faa4dad0740$export$d42c60378c8168f8();
	let { ariaLabel, ariaLabelledBy, ariaDescribedBy, focusManager } = $7541913c0284d84b$export$653eddfc964b0f8a.get(state);
	let textValue = segment.isPlaceholder ? "" : segment.text;
	let options = (0, import_react.useMemo)(() => state.dateFormatter.resolvedOptions(), [state.dateFormatter]);
	let monthDateFormatter = $60f33508b4cd9d3b$export$85fd5fdf27bacc79({
		month: "long",
		timeZone: options.timeZone
	});
	let hourDateFormatter = $60f33508b4cd9d3b$export$85fd5fdf27bacc79({
		hour: "numeric",
		hour12: options.hour12,
		timeZone: options.timeZone
	});
	if (segment.type === "month" && !segment.isPlaceholder) {
		let monthTextValue = monthDateFormatter.format(state.dateValue);
		textValue = monthTextValue !== textValue ? `${textValue} \u{2013} ${monthTextValue}` : monthTextValue;
	} else if (segment.type === "hour" && !segment.isPlaceholder) textValue = hourDateFormatter.format(state.dateValue);
	let { spinButtonProps } = $757ec6630f26125c$export$e908e06f4b8e3402({
		value: segment.value ?? void 0,
		textValue,
		minValue: segment.minValue,
		maxValue: segment.maxValue,
		isDisabled: state.isDisabled,
		isReadOnly: state.isReadOnly || !segment.isEditable,
		isRequired: state.isRequired,
		onIncrement: () => {
			enteredKeys.current = "";
			state.increment(segment.type);
		},
		onDecrement: () => {
			enteredKeys.current = "";
			state.decrement(segment.type);
		},
		onIncrementPage: () => {
			enteredKeys.current = "";
			state.incrementPage(segment.type);
		},
		onDecrementPage: () => {
			enteredKeys.current = "";
			state.decrementPage(segment.type);
		},
		onIncrementToMax: () => {
			enteredKeys.current = "";
			state.incrementToMax(segment.type);
		},
		onDecrementToMin: () => {
			enteredKeys.current = "";
			state.decrementToMin(segment.type);
		}
	});
	let parser = (0, import_react.useMemo)(() => new $eb76cf4feb040f77$export$cd11ab140839f11d(locale, { maximumFractionDigits: 0 }), [locale]);
	let backspace = () => {
		if (segment.text === segment.placeholder) focusManager.focusPrevious();
		if (parser.isValidPartialNumber(segment.text) && !state.isReadOnly && !segment.isPlaceholder) {
			let newValue = segment.text.slice(0, -1);
			let parsed = parser.parse(newValue);
			newValue = parsed === 0 ? "" : newValue;
			if (newValue.length === 0 || parsed === 0) state.clearSegment(segment.type);
			else state.setSegment(segment.type, parsed);
			enteredKeys.current = newValue;
		} else if (segment.type === "dayPeriod" || segment.type === "era") state.clearSegment(segment.type);
	};
	let { keyboardProps } = $8296dad1a4c5e0dc$export$8f71654801c2f7cd({
		shortcuts: {
			Backspace: () => {
				backspace();
			},
			Delete: () => {
				backspace();
			},
			"Mod+a": () => {}
		},
		allowRepeats: true
	});
	let { startsWith } = $ef182bb9912241d8$export$3274cf84b703fff({ sensitivity: "base" });
	let amPmFormatter = $60f33508b4cd9d3b$export$85fd5fdf27bacc79({
		hour: "numeric",
		hour12: true
	});
	let am = (0, import_react.useMemo)(() => {
		let date = /* @__PURE__ */ new Date();
		date.setHours(0);
		return amPmFormatter.formatToParts(date).find((part) => part.type === "dayPeriod").value;
	}, [amPmFormatter]);
	let pm = (0, import_react.useMemo)(() => {
		let date = /* @__PURE__ */ new Date();
		date.setHours(12);
		return amPmFormatter.formatToParts(date).find((part) => part.type === "dayPeriod").value;
	}, [amPmFormatter]);
	let eraFormatter = $60f33508b4cd9d3b$export$85fd5fdf27bacc79({
		year: "numeric",
		era: "narrow",
		timeZone: "UTC"
	});
	let eras = (0, import_react.useMemo)(() => {
		if (segment.type !== "era") return [];
		let date = $d07e34cce18680fd$export$b4a036af3fc0b032(new $2aaf608024c21ca1$export$99faa760c7908e4f(1, 1, 1), state.calendar);
		let eras = state.calendar.getEras().map((era) => {
			let eraDate = date.set({
				year: 1,
				month: 1,
				day: 1,
				era
			}).toDate("UTC");
			return {
				era,
				formatted: eraFormatter.formatToParts(eraDate).find((p) => p.type === "era")?.value ?? era
			};
		});
		let prefixLength = $d51706f903be7eab$var$commonPrefixLength(eras.map((era) => era.formatted));
		if (prefixLength) for (let era of eras) era.formatted = era.formatted.slice(prefixLength);
		return eras;
	}, [
		eraFormatter,
		state.calendar,
		segment.type
	]);
	let onInput = (key) => {
		if (state.isDisabled || state.isReadOnly) return;
		let newValue = enteredKeys.current + key;
		switch (segment.type) {
			case "dayPeriod":
				if (startsWith(am, key)) state.setSegment("dayPeriod", 0);
				else if (startsWith(pm, key)) state.setSegment("dayPeriod", 1);
				else break;
				focusManager.focusNext();
				break;
			case "era": {
				let matched = eras.find((e) => startsWith(e.formatted, key));
				if (matched) {
					state.setSegment("era", matched.era);
					focusManager.focusNext();
				}
				break;
			}
			case "day":
			case "hour":
			case "minute":
			case "second":
			case "month":
			case "year": {
				if (!parser.isValidPartialNumber(newValue)) return;
				let numberValue = parser.parse(newValue);
				let segmentValue = numberValue;
				if (segment.maxValue !== void 0 && numberValue > segment.maxValue) segmentValue = parser.parse(key);
				if (isNaN(numberValue)) return;
				state.setSegment(segment.type, segmentValue);
				if (segment.maxValue !== void 0 && (Number(numberValue + "0") > segment.maxValue || newValue.length >= String(segment.maxValue).length)) {
					enteredKeys.current = "";
					focusManager.focusNext();
				} else enteredKeys.current = newValue;
				break;
			}
		}
	};
	let onFocus = () => {
		enteredKeys.current = "";
		if (ref.current) $51a3e22a5186a962$export$c826860796309d1b(ref.current, { containingElement: $3578607fe3d4b096$export$cfa2225e87938781(ref.current) });
		window.getSelection()?.collapse(ref.current);
	};
	let documentRef = (0, import_react.useRef)(typeof document !== "undefined" ? document : null);
	$600b3cf69ae46262$export$90fc3a17d93f704c(documentRef, "selectionchange", () => {
		let selection = window.getSelection();
		if (selection?.anchorNode && $23f2114a1b82827e$export$4282f70798064fe0(ref.current, selection?.anchorNode) && $23f2114a1b82827e$export$cd4e5573fbe2b576() === ref.current) selection.collapse(ref.current);
	});
	let compositionRef = (0, import_react.useRef)("");
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, "beforeinput", (e) => {
		if (!ref.current) return;
		e.preventDefault();
		switch (e.inputType) {
			case "deleteContentBackward":
			case "deleteContentForward":
				if (parser.isValidPartialNumber(segment.text) && !state.isReadOnly) backspace();
				break;
			case "insertCompositionText":
				compositionRef.current = ref.current.textContent;
				ref.current.textContent = ref.current.textContent;
				break;
			default: if (e.data != null) onInput(e.data);
		}
	});
	$600b3cf69ae46262$export$90fc3a17d93f704c(ref, "input", (e) => {
		let { inputType, data } = e;
		switch (inputType) {
			case "insertCompositionText":
				if (ref.current) ref.current.textContent = compositionRef.current;
				if (data != null && (startsWith(am, data) || startsWith(pm, data))) onInput(data);
		}
	});
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		let element = ref.current;
		return () => {
			if ($23f2114a1b82827e$export$cd4e5573fbe2b576() === element) {
				if (!focusManager.focusPrevious()) focusManager.focusNext();
			}
		};
	}, [ref, focusManager]);
	let touchPropOverrides = $2add3ce32c6007eb$export$fedb369cb70207f1() || segment.type === "timeZoneName" ? {
		role: "textbox",
		"aria-valuemax": null,
		"aria-valuemin": null,
		"aria-valuetext": null,
		"aria-valuenow": null
	} : {};
	if (segment !== (0, import_react.useMemo)(() => state.segments.find((s) => s.isEditable), [state.segments]) && !state.isInvalid) ariaDescribedBy = void 0;
	let id = $390e54f620492c70$export$f680877a34711e37();
	let isEditable = !state.isDisabled && !state.isReadOnly && segment.isEditable;
	let name = segment.type === "literal" ? "" : displayNames.of(segment.type);
	let labelProps = $e8ac3c3f5d4bae7f$export$d6875122194c7b44({
		"aria-label": `${name}${ariaLabel ? `, ${ariaLabel}` : ""}${ariaLabelledBy ? ", " : ""}`,
		"aria-labelledby": ariaLabelledBy
	});
	if (segment.type === "literal") return { segmentProps: { "aria-hidden": true } };
	let segmentStyle = { caretColor: "transparent" };
	if (direction === "rtl") {
		segmentStyle.unicodeBidi = "embed";
		let format = options[segment.type];
		if (format === "numeric" || format === "2-digit") segmentStyle.direction = "ltr";
	}
	return { segmentProps: $bbaa08b3cd72f041$export$9d1611c77c2fe928(spinButtonProps, labelProps, {
		id,
		...touchPropOverrides,
		...keyboardProps,
		"aria-invalid": state.isInvalid ? "true" : void 0,
		"aria-describedby": ariaDescribedBy,
		"aria-readonly": state.isReadOnly || !segment.isEditable ? "true" : void 0,
		"data-placeholder": segment.isPlaceholder || void 0,
		contentEditable: isEditable,
		suppressContentEditableWarning: isEditable,
		spellCheck: isEditable ? "false" : void 0,
		autoCorrect: isEditable ? "off" : void 0,
		[parseInt("18.3.1", 10) >= 17 ? "enterKeyHint" : "enterkeyhint"]: isEditable ? "next" : void 0,
		inputMode: state.isDisabled || segment.type === "dayPeriod" || segment.type === "era" || !isEditable ? void 0 : "numeric",
		tabIndex: state.isDisabled ? void 0 : 0,
		onFocus,
		style: segmentStyle,
		onPointerDown(e) {
			e.stopPropagation();
		},
		onMouseDown(e) {
			e.stopPropagation();
		}
	}) };
}
function $d51706f903be7eab$var$commonPrefixLength(strings) {
	strings.sort();
	let first = strings[0];
	let last = strings[strings.length - 1];
	for (let i = 0; i < first.length; i++) if (first[i] !== last[i]) return i;
	return 0;
}
// node_modules/react-stately/dist/private/intl/datepicker/ar-AE.mjs
var $6f00cf506278c4dd$exports = {};
$6f00cf506278c4dd$exports = {
	"rangeOverflow": (args) => `\u{64A}\u{62C}\u{628} \u{623}\u{646} \u{62A}\u{643}\u{648}\u{646} \u{627}\u{644}\u{642}\u{64A}\u{645}\u{629} ${args.maxValue} \u{623}\u{648} \u{642}\u{628}\u{644} \u{630}\u{644}\u{643}.`,
	"rangeReversed": `\u{62A}\u{627}\u{631}\u{64A}\u{62E} \u{627}\u{644}\u{628}\u{62F}\u{621} \u{64A}\u{62C}\u{628} \u{623}\u{646} \u{64A}\u{643}\u{648}\u{646} \u{642}\u{628}\u{644} \u{62A}\u{627}\u{631}\u{64A}\u{62E} \u{627}\u{644}\u{627}\u{646}\u{62A}\u{647}\u{627}\u{621}.`,
	"rangeUnderflow": (args) => `\u{64A}\u{62C}\u{628} \u{623}\u{646} \u{62A}\u{643}\u{648}\u{646} \u{627}\u{644}\u{642}\u{64A}\u{645}\u{629} ${args.minValue} \u{623}\u{648} \u{628}\u{639}\u{62F} \u{630}\u{644}\u{643}.`,
	"unavailableDate": `\u{627}\u{644}\u{628}\u{64A}\u{627}\u{646}\u{627}\u{62A} \u{627}\u{644}\u{645}\u{62D}\u{62F}\u{62F}\u{629} \u{63A}\u{64A}\u{631} \u{645}\u{62A}\u{627}\u{62D}\u{629}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/bg-BG.mjs
var $d4d6a016fd5ce4f2$exports = {};
$d4d6a016fd5ce4f2$exports = {
	"rangeOverflow": (args) => `\u{421}\u{442}\u{43E}\u{439}\u{43D}\u{43E}\u{441}\u{442}\u{442}\u{430} \u{442}\u{440}\u{44F}\u{431}\u{432}\u{430} \u{434}\u{430} \u{435} ${args.maxValue} \u{438}\u{43B}\u{438} \u{43F}\u{43E}-\u{440}\u{430}\u{43D}\u{43D}\u{430}.`,
	"rangeReversed": `\u{41D}\u{430}\u{447}\u{430}\u{43B}\u{43D}\u{430}\u{442}\u{430} \u{434}\u{430}\u{442}\u{430} \u{442}\u{440}\u{44F}\u{431}\u{432}\u{430} \u{434}\u{430} \u{435} \u{43F}\u{440}\u{435}\u{434}\u{438} \u{43A}\u{440}\u{430}\u{439}\u{43D}\u{430}\u{442}\u{430}.`,
	"rangeUnderflow": (args) => `\u{421}\u{442}\u{43E}\u{439}\u{43D}\u{43E}\u{441}\u{442}\u{442}\u{430} \u{442}\u{440}\u{44F}\u{431}\u{432}\u{430} \u{434}\u{430} \u{435} ${args.minValue} \u{438}\u{43B}\u{438} \u{43F}\u{43E}-\u{43A}\u{44A}\u{441}\u{43D}\u{43E}.`,
	"unavailableDate": `\u{418}\u{437}\u{431}\u{440}\u{430}\u{43D}\u{430}\u{442}\u{430} \u{434}\u{430}\u{442}\u{430} \u{43D}\u{435} \u{435} \u{43D}\u{430}\u{43B}\u{438}\u{447}\u{43D}\u{430}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/cs-CZ.mjs
var $7ecf9e4979666ea0$exports = {};
$7ecf9e4979666ea0$exports = {
	"rangeOverflow": (args) => `Hodnota mus\xed b\xfdt ${args.maxValue} nebo d\u{159}\xedv\u{11B}j\u{161}\xed.`,
	"rangeReversed": `Datum zah\xe1jen\xed mus\xed p\u{159}edch\xe1zet datu ukon\u{10D}en\xed.`,
	"rangeUnderflow": (args) => `Hodnota mus\xed b\xfdt ${args.minValue} nebo pozd\u{11B}j\u{161}\xed.`,
	"unavailableDate": `Vybran\xe9 datum nen\xed k dispozici.`
};
// node_modules/react-stately/dist/private/intl/datepicker/da-DK.mjs
var $ab075d4725312525$exports = {};
$ab075d4725312525$exports = {
	"rangeOverflow": (args) => `V\xe6rdien skal v\xe6re ${args.maxValue} eller tidligere.`,
	"rangeReversed": `Startdatoen skal v\xe6re f\xf8r slutdatoen.`,
	"rangeUnderflow": (args) => `V\xe6rdien skal v\xe6re ${args.minValue} eller nyere.`,
	"unavailableDate": `Den valgte dato er ikke tilg\xe6ngelig.`
};
// node_modules/react-stately/dist/private/intl/datepicker/de-DE.mjs
var $3922685c0eb9ba8a$exports = {};
$3922685c0eb9ba8a$exports = {
	"rangeOverflow": (args) => `Der Wert muss ${args.maxValue} oder fr\xfcher sein.`,
	"rangeReversed": `Das Startdatum muss vor dem Enddatum liegen.`,
	"rangeUnderflow": (args) => `Der Wert muss ${args.minValue} oder sp\xe4ter sein.`,
	"unavailableDate": `Das ausgew\xe4hlte Datum ist nicht verf\xfcgbar.`
};
// node_modules/react-stately/dist/private/intl/datepicker/el-GR.mjs
var $01c17dde3c3a9016$exports = {};
$01c17dde3c3a9016$exports = {
	"rangeOverflow": (args) => `\u{397} \u{3C4}\u{3B9}\u{3BC}\u{3AE} \u{3C0}\u{3C1}\u{3AD}\u{3C0}\u{3B5}\u{3B9} \u{3BD}\u{3B1} \u{3B5}\u{3AF}\u{3BD}\u{3B1}\u{3B9} ${args.maxValue} \u{3AE} \u{3C0}\u{3B1}\u{3BB}\u{3B1}\u{3B9}\u{3CC}\u{3C4}\u{3B5}\u{3C1}\u{3B7}.`,
	"rangeReversed": `\u{397} \u{3B7}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1} \u{3AD}\u{3BD}\u{3B1}\u{3C1}\u{3BE}\u{3B7}\u{3C2} \u{3C0}\u{3C1}\u{3AD}\u{3C0}\u{3B5}\u{3B9} \u{3BD}\u{3B1} \u{3B5}\u{3AF}\u{3BD}\u{3B1}\u{3B9} \u{3C0}\u{3C1}\u{3B9}\u{3BD} \u{3B1}\u{3C0}\u{3CC} \u{3C4}\u{3B7}\u{3BD} \u{3B7}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1} \u{3BB}\u{3AE}\u{3BE}\u{3B7}\u{3C2}.`,
	"rangeUnderflow": (args) => `\u{397} \u{3C4}\u{3B9}\u{3BC}\u{3AE} \u{3C0}\u{3C1}\u{3AD}\u{3C0}\u{3B5}\u{3B9} \u{3BD}\u{3B1} \u{3B5}\u{3AF}\u{3BD}\u{3B1}\u{3B9} ${args.minValue} \u{3AE} \u{3BC}\u{3B5}\u{3C4}\u{3B1}\u{3B3}\u{3B5}\u{3BD}\u{3AD}\u{3C3}\u{3C4}\u{3B5}\u{3C1}\u{3B7}.`,
	"unavailableDate": `\u{397} \u{3B5}\u{3C0}\u{3B9}\u{3BB}\u{3B5}\u{3B3}\u{3BC}\u{3AD}\u{3BD}\u{3B7} \u{3B7}\u{3BC}\u{3B5}\u{3C1}\u{3BF}\u{3BC}\u{3B7}\u{3BD}\u{3AF}\u{3B1} \u{3B4}\u{3B5}\u{3BD} \u{3B5}\u{3AF}\u{3BD}\u{3B1}\u{3B9} \u{3B4}\u{3B9}\u{3B1}\u{3B8}\u{3AD}\u{3C3}\u{3B9}\u{3BC}\u{3B7}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/en-US.mjs
var $6b7f94ed17767636$exports = {};
$6b7f94ed17767636$exports = {
	"rangeUnderflow": (args) => `Value must be ${args.minValue} or later.`,
	"rangeOverflow": (args) => `Value must be ${args.maxValue} or earlier.`,
	"rangeReversed": `Start date must be before end date.`,
	"unavailableDate": `Selected date unavailable.`
};
// node_modules/react-stately/dist/private/intl/datepicker/es-ES.mjs
var $3303b51f37a02711$exports = {};
$3303b51f37a02711$exports = {
	"rangeOverflow": (args) => `El valor debe ser ${args.maxValue} o anterior.`,
	"rangeReversed": `La fecha de inicio debe ser anterior a la fecha de finalizaci\xf3n.`,
	"rangeUnderflow": (args) => `El valor debe ser ${args.minValue} o posterior.`,
	"unavailableDate": `Fecha seleccionada no disponible.`
};
// node_modules/react-stately/dist/private/intl/datepicker/et-EE.mjs
var $e3aea59accf42c8d$exports = {};
$e3aea59accf42c8d$exports = {
	"rangeOverflow": (args) => `V\xe4\xe4rtus peab olema ${args.maxValue} v\xf5i varasem.`,
	"rangeReversed": `Alguskuup\xe4ev peab olema enne l\xf5ppkuup\xe4eva.`,
	"rangeUnderflow": (args) => `V\xe4\xe4rtus peab olema ${args.minValue} v\xf5i hilisem.`,
	"unavailableDate": `Valitud kuup\xe4ev pole saadaval.`
};
// node_modules/react-stately/dist/private/intl/datepicker/fi-FI.mjs
var $06dd1b694121be4e$exports = {};
$06dd1b694121be4e$exports = {
	"rangeOverflow": (args) => `Arvon on oltava ${args.maxValue} tai sit\xe4 aikaisempi.`,
	"rangeReversed": `Aloitusp\xe4iv\xe4n on oltava ennen lopetusp\xe4iv\xe4\xe4.`,
	"rangeUnderflow": (args) => `Arvon on oltava ${args.minValue} tai sit\xe4 my\xf6h\xe4isempi.`,
	"unavailableDate": `Valittu p\xe4iv\xe4m\xe4\xe4r\xe4 ei ole k\xe4ytett\xe4viss\xe4.`
};
// node_modules/react-stately/dist/private/intl/datepicker/fr-FR.mjs
var $cdcce4a69a404d27$exports = {};
$cdcce4a69a404d27$exports = {
	"rangeOverflow": (args) => `La valeur doit \xeatre ${args.maxValue} ou ant\xe9rieure.`,
	"rangeReversed": `La date de d\xe9but doit \xeatre ant\xe9rieure \xe0 la date de fin.`,
	"rangeUnderflow": (args) => `La valeur doit \xeatre ${args.minValue} ou ult\xe9rieure.`,
	"unavailableDate": `La date s\xe9lectionn\xe9e n\u{2019}est pas disponible.`
};
// node_modules/react-stately/dist/private/intl/datepicker/he-IL.mjs
var $40524ca22fb30eb2$exports = {};
$40524ca22fb30eb2$exports = {
	"rangeOverflow": (args) => `\u{5D4}\u{5E2}\u{5E8}\u{5DA} \u{5D7}\u{5D9}\u{5D9}\u{5D1} \u{5DC}\u{5D4}\u{5D9}\u{5D5}\u{5EA} ${args.maxValue} \u{5D0}\u{5D5} \u{5DE}\u{5D5}\u{5E7}\u{5D3}\u{5DD} \u{5D9}\u{5D5}\u{5EA}\u{5E8}.`,
	"rangeReversed": `\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5D4}\u{5D4}\u{5EA}\u{5D7}\u{5DC}\u{5D4} \u{5D7}\u{5D9}\u{5D9}\u{5D1} \u{5DC}\u{5D4}\u{5D9}\u{5D5}\u{5EA} \u{5DC}\u{5E4}\u{5E0}\u{5D9} \u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5D4}\u{5E1}\u{5D9}\u{5D5}\u{5DD}.`,
	"rangeUnderflow": (args) => `\u{5D4}\u{5E2}\u{5E8}\u{5DA} \u{5D7}\u{5D9}\u{5D9}\u{5D1} \u{5DC}\u{5D4}\u{5D9}\u{5D5}\u{5EA} ${args.minValue} \u{5D0}\u{5D5} \u{5DE}\u{5D0}\u{5D5}\u{5D7}\u{5E8} \u{5D9}\u{5D5}\u{5EA}\u{5E8}.`,
	"unavailableDate": `\u{5D4}\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA} \u{5D4}\u{5E0}\u{5D1}\u{5D7}\u{5E8} \u{5D0}\u{5D9}\u{5E0}\u{5D5} \u{5D6}\u{5DE}\u{5D9}\u{5DF}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/hr-HR.mjs
var $61a527d4db6297ee$exports = {};
$61a527d4db6297ee$exports = {
	"rangeOverflow": (args) => `Vrijednost mora biti ${args.maxValue} ili ranije.`,
	"rangeReversed": `Datum po\u{10D}etka mora biti prije datuma zavr\u{161}etka.`,
	"rangeUnderflow": (args) => `Vrijednost mora biti ${args.minValue} ili kasnije.`,
	"unavailableDate": `Odabrani datum nije dostupan.`
};
// node_modules/react-stately/dist/private/intl/datepicker/hu-HU.mjs
var $f8f2d8d8cb44cfed$exports = {};
$f8f2d8d8cb44cfed$exports = {
	"rangeOverflow": (args) => `Az \xe9rt\xe9knek ${args.maxValue} vagy kor\xe1bbinak kell lennie.`,
	"rangeReversed": `A kezd\u{151} d\xe1tumnak a befejez\u{151} d\xe1tumn\xe1l kor\xe1bbinak kell lennie.`,
	"rangeUnderflow": (args) => `Az \xe9rt\xe9knek ${args.minValue} vagy k\xe9s\u{151}bbinek kell lennie.`,
	"unavailableDate": `A kiv\xe1lasztott d\xe1tum nem \xe9rhet\u{151} el.`
};
// node_modules/react-stately/dist/private/intl/datepicker/it-IT.mjs
var $75347037b84c1b18$exports = {};
$75347037b84c1b18$exports = {
	"rangeOverflow": (args) => `Il valore deve essere ${args.maxValue} o precedente.`,
	"rangeReversed": `La data di inizio deve essere antecedente alla data di fine.`,
	"rangeUnderflow": (args) => `Il valore deve essere ${args.minValue} o successivo.`,
	"unavailableDate": `Data selezionata non disponibile.`
};
// node_modules/react-stately/dist/private/intl/datepicker/ja-JP.mjs
var $4f97679990ff9091$exports = {};
$4f97679990ff9091$exports = {
	"rangeOverflow": (args) => `\u{5024}\u{306F} ${args.maxValue} \u{4EE5}\u{4E0B}\u{306B}\u{3059}\u{308B}\u{5FC5}\u{8981}\u{304C}\u{3042}\u{308A}\u{307E}\u{3059}\u{3002}`,
	"rangeReversed": `\u{958B}\u{59CB}\u{65E5}\u{306F}\u{7D42}\u{4E86}\u{65E5}\u{3088}\u{308A}\u{524D}\u{306B}\u{3059}\u{308B}\u{5FC5}\u{8981}\u{304C}\u{3042}\u{308A}\u{307E}\u{3059}\u{3002}`,
	"rangeUnderflow": (args) => `\u{5024}\u{306F} ${args.minValue} \u{4EE5}\u{4E0A}\u{306B}\u{3059}\u{308B}\u{5FC5}\u{8981}\u{304C}\u{3042}\u{308A}\u{307E}\u{3059}\u{3002}`,
	"unavailableDate": `\u{9078}\u{629E}\u{3057}\u{305F}\u{65E5}\u{4ED8}\u{306F}\u{4F7F}\u{7528}\u{3067}\u{304D}\u{307E}\u{305B}\u{3093}\u{3002}`
};
// node_modules/react-stately/dist/private/intl/datepicker/ko-KR.mjs
var $c189e0bf94264522$exports = {};
$c189e0bf94264522$exports = {
	"rangeOverflow": (args) => `\u{AC12}\u{C740} ${args.maxValue} \u{C774}\u{C804}\u{C774}\u{C5B4}\u{C57C} \u{D569}\u{B2C8}\u{B2E4}.`,
	"rangeReversed": `\u{C2DC}\u{C791}\u{C77C}\u{C740} \u{C885}\u{B8CC}\u{C77C} \u{C774}\u{C804}\u{C774}\u{C5B4}\u{C57C} \u{D569}\u{B2C8}\u{B2E4}.`,
	"rangeUnderflow": (args) => `\u{AC12}\u{C740} ${args.minValue} \u{C774}\u{D6C4}\u{C5EC}\u{C57C} \u{D569}\u{B2C8}\u{B2E4}.`,
	"unavailableDate": `\u{C120}\u{D0DD}\u{D55C} \u{B0A0}\u{C9DC}\u{B97C} \u{C0AC}\u{C6A9}\u{D560} \u{C218} \u{C5C6}\u{C2B5}\u{B2C8}\u{B2E4}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/lt-LT.mjs
var $19cd5f3aa5a4b596$exports = {};
$19cd5f3aa5a4b596$exports = {
	"rangeOverflow": (args) => `Reik\u{161}m\u{117} turi b\u{16B}ti ${args.maxValue} arba ankstesn\u{117}.`,
	"rangeReversed": `Prad\u{17E}ios data turi b\u{16B}ti ankstesn\u{117} nei pabaigos data.`,
	"rangeUnderflow": (args) => `Reik\u{161}m\u{117} turi b\u{16B}ti ${args.minValue} arba naujesn\u{117}.`,
	"unavailableDate": `Pasirinkta data nepasiekiama.`
};
// node_modules/react-stately/dist/private/intl/datepicker/lv-LV.mjs
var $91f5db7f94b7596e$exports = {};
$91f5db7f94b7596e$exports = {
	"rangeOverflow": (args) => `V\u{113}rt\u{12B}bai ir j\u{101}b\u{16B}t ${args.maxValue} vai agr\u{101}kai.`,
	"rangeReversed": `S\u{101}kuma datumam ir j\u{101}b\u{16B}t pirms beigu datuma.`,
	"rangeUnderflow": (args) => `V\u{113}rt\u{12B}bai ir j\u{101}b\u{16B}t ${args.minValue} vai v\u{113}l\u{101}kai.`,
	"unavailableDate": `Atlas\u{12B}tais datums nav pieejams.`
};
// node_modules/react-stately/dist/private/intl/datepicker/nb-NO.mjs
var $780ef1d46063f826$exports = {};
$780ef1d46063f826$exports = {
	"rangeOverflow": (args) => `Verdien m\xe5 v\xe6re ${args.maxValue} eller tidligere.`,
	"rangeReversed": `Startdatoen m\xe5 v\xe6re f\xf8r sluttdatoen.`,
	"rangeUnderflow": (args) => `Verdien m\xe5 v\xe6re ${args.minValue} eller senere.`,
	"unavailableDate": `Valgt dato utilgjengelig.`
};
// node_modules/react-stately/dist/private/intl/datepicker/nl-NL.mjs
var $16cbb8b4d0babfdc$exports = {};
$16cbb8b4d0babfdc$exports = {
	"rangeOverflow": (args) => `Waarde moet ${args.maxValue} of eerder zijn.`,
	"rangeReversed": `De startdatum moet voor de einddatum liggen.`,
	"rangeUnderflow": (args) => `Waarde moet ${args.minValue} of later zijn.`,
	"unavailableDate": `Geselecteerde datum niet beschikbaar.`
};
// node_modules/react-stately/dist/private/intl/datepicker/pl-PL.mjs
var $0bc688cceae5eb60$exports = {};
$0bc688cceae5eb60$exports = {
	"rangeOverflow": (args) => `Warto\u{15B}\u{107} musi mie\u{107} warto\u{15B}\u{107} ${args.maxValue} lub wcze\u{15B}niejsz\u{105}.`,
	"rangeReversed": `Data rozpocz\u{119}cia musi by\u{107} wcze\u{15B}niejsza ni\u{17C} data zako\u{144}czenia.`,
	"rangeUnderflow": (args) => `Warto\u{15B}\u{107} musi mie\u{107} warto\u{15B}\u{107} ${args.minValue} lub p\xf3\u{17A}niejsz\u{105}.`,
	"unavailableDate": `Wybrana data jest niedost\u{119}pna.`
};
// node_modules/react-stately/dist/private/intl/datepicker/pt-BR.mjs
var $e32534e3083f4a62$exports = {};
$e32534e3083f4a62$exports = {
	"rangeOverflow": (args) => `O valor deve ser ${args.maxValue} ou anterior.`,
	"rangeReversed": `A data inicial deve ser anterior \xe0 data final.`,
	"rangeUnderflow": (args) => `O valor deve ser ${args.minValue} ou posterior.`,
	"unavailableDate": `Data selecionada indispon\xedvel.`
};
// node_modules/react-stately/dist/private/intl/datepicker/pt-PT.mjs
var $3534c94e827784b7$exports = {};
$3534c94e827784b7$exports = {
	"rangeOverflow": (args) => `O valor tem de ser ${args.maxValue} ou anterior.`,
	"rangeReversed": `A data de in\xedcio deve ser anterior \xe0 data de fim.`,
	"rangeUnderflow": (args) => `O valor tem de ser ${args.minValue} ou posterior.`,
	"unavailableDate": `Data selecionada indispon\xedvel.`
};
// node_modules/react-stately/dist/private/intl/datepicker/ro-RO.mjs
var $a2617a746c9862f6$exports = {};
$a2617a746c9862f6$exports = {
	"rangeOverflow": (args) => `Valoarea trebuie s\u{103} fie ${args.maxValue} sau anterioar\u{103}.`,
	"rangeReversed": `Data de \xeenceput trebuie s\u{103} fie anterioar\u{103} datei de sf\xe2r\u{219}it.`,
	"rangeUnderflow": (args) => `Valoarea trebuie s\u{103} fie ${args.minValue} sau ulterioar\u{103}.`,
	"unavailableDate": `Data selectat\u{103} nu este disponibil\u{103}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/ru-RU.mjs
var $f1251e27305fd7a8$exports = {};
$f1251e27305fd7a8$exports = {
	"rangeOverflow": (args) => `\u{417}\u{43D}\u{430}\u{447}\u{435}\u{43D}\u{438}\u{435} \u{434}\u{43E}\u{43B}\u{436}\u{43D}\u{43E} \u{431}\u{44B}\u{442}\u{44C} \u{43D}\u{435} \u{43F}\u{43E}\u{437}\u{436}\u{435} ${args.maxValue}.`,
	"rangeReversed": `\u{414}\u{430}\u{442}\u{430} \u{43D}\u{430}\u{447}\u{430}\u{43B}\u{430} \u{434}\u{43E}\u{43B}\u{436}\u{43D}\u{430} \u{43F}\u{440}\u{435}\u{434}\u{448}\u{435}\u{441}\u{442}\u{432}\u{43E}\u{432}\u{430}\u{442}\u{44C} \u{434}\u{430}\u{442}\u{435} \u{43E}\u{43A}\u{43E}\u{43D}\u{447}\u{430}\u{43D}\u{438}\u{44F}.`,
	"rangeUnderflow": (args) => `\u{417}\u{43D}\u{430}\u{447}\u{435}\u{43D}\u{438}\u{435} \u{434}\u{43E}\u{43B}\u{436}\u{43D}\u{43E} \u{431}\u{44B}\u{442}\u{44C} \u{43D}\u{435} \u{440}\u{430}\u{43D}\u{44C}\u{448}\u{435} ${args.minValue}.`,
	"unavailableDate": `\u{412}\u{44B}\u{431}\u{440}\u{430}\u{43D}\u{43D}\u{430}\u{44F} \u{434}\u{430}\u{442}\u{430} \u{43D}\u{435}\u{434}\u{43E}\u{441}\u{442}\u{443}\u{43F}\u{43D}\u{430}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/sk-SK.mjs
var $e78b7cdd5f7a9721$exports = {};
$e78b7cdd5f7a9721$exports = {
	"rangeOverflow": (args) => `Hodnota mus\xed by\u{165} ${args.maxValue} alebo skor\u{161}ia.`,
	"rangeReversed": `D\xe1tum za\u{10D}iatku mus\xed by\u{165} skor\u{161}\xed ako d\xe1tum konca.`,
	"rangeUnderflow": (args) => `Hodnota mus\xed by\u{165} ${args.minValue} alebo neskor\u{161}ia.`,
	"unavailableDate": `Vybrat\xfd d\xe1tum je nedostupn\xfd.`
};
// node_modules/react-stately/dist/private/intl/datepicker/sl-SI.mjs
var $41a3d435540f025d$exports = {};
$41a3d435540f025d$exports = {
	"rangeOverflow": (args) => `Vrednost mora biti ${args.maxValue} ali starej\u{161}a.`,
	"rangeReversed": `Za\u{10D}etni datum mora biti pred kon\u{10D}nim datumom.`,
	"rangeUnderflow": (args) => `Vrednost mora biti ${args.minValue} ali novej\u{161}a.`,
	"unavailableDate": `Izbrani datum ni na voljo.`
};
// node_modules/react-stately/dist/private/intl/datepicker/sr-SP.mjs
var $7e098331d6669444$exports = {};
$7e098331d6669444$exports = {
	"rangeOverflow": (args) => `Vrednost mora da bude ${args.maxValue} ili starija.`,
	"rangeReversed": `Datum po\u{10D}etka mora biti pre datuma zavr\u{161}etka.`,
	"rangeUnderflow": (args) => `Vrednost mora da bude ${args.minValue} ili novija.`,
	"unavailableDate": `Izabrani datum nije dostupan.`
};
// node_modules/react-stately/dist/private/intl/datepicker/sv-SE.mjs
var $51e7b068c559df60$exports = {};
$51e7b068c559df60$exports = {
	"rangeOverflow": (args) => `V\xe4rdet m\xe5ste vara ${args.maxValue} eller tidigare.`,
	"rangeReversed": `Startdatumet m\xe5ste vara f\xf6re slutdatumet.`,
	"rangeUnderflow": (args) => `V\xe4rdet m\xe5ste vara ${args.minValue} eller senare.`,
	"unavailableDate": `Det valda datumet \xe4r inte tillg\xe4ngligt.`
};
// node_modules/react-stately/dist/private/intl/datepicker/tr-TR.mjs
var $10f6effd038fdb37$exports = {};
$10f6effd038fdb37$exports = {
	"rangeOverflow": (args) => `De\u{11F}er, ${args.maxValue} veya \xf6ncesi olmal\u{131}d\u{131}r.`,
	"rangeReversed": `Ba\u{15F}lang\u{131}\xe7 tarihi biti\u{15F} tarihinden \xf6nce olmal\u{131}d\u{131}r.`,
	"rangeUnderflow": (args) => `De\u{11F}er, ${args.minValue} veya sonras\u{131} olmal\u{131}d\u{131}r.`,
	"unavailableDate": `Se\xe7ilen tarih kullan\u{131}lam\u{131}yor.`
};
// node_modules/react-stately/dist/private/intl/datepicker/uk-UA.mjs
var $a6f03b1a6068b7d1$exports = {};
$a6f03b1a6068b7d1$exports = {
	"rangeOverflow": (args) => `\u{417}\u{43D}\u{430}\u{447}\u{435}\u{43D}\u{43D}\u{44F} \u{43C}\u{430}\u{454} \u{431}\u{443}\u{442}\u{438} \u{43D}\u{435} \u{43F}\u{456}\u{437}\u{43D}\u{456}\u{448}\u{435} ${args.maxValue}.`,
	"rangeReversed": `\u{414}\u{430}\u{442}\u{430} \u{43F}\u{43E}\u{447}\u{430}\u{442}\u{43A}\u{443} \u{43C}\u{430}\u{454} \u{43F}\u{435}\u{440}\u{435}\u{434}\u{443}\u{432}\u{430}\u{442}\u{438} \u{434}\u{430}\u{442}\u{456} \u{437}\u{430}\u{432}\u{435}\u{440}\u{448}\u{435}\u{43D}\u{43D}\u{44F}.`,
	"rangeUnderflow": (args) => `\u{417}\u{43D}\u{430}\u{447}\u{435}\u{43D}\u{43D}\u{44F} \u{43C}\u{430}\u{454} \u{431}\u{443}\u{442}\u{438} \u{43D}\u{435} \u{440}\u{430}\u{43D}\u{456}\u{448}\u{435} ${args.minValue}.`,
	"unavailableDate": `\u{412}\u{438}\u{431}\u{440}\u{430}\u{43D}\u{430} \u{434}\u{430}\u{442}\u{430} \u{43D}\u{435}\u{434}\u{43E}\u{441}\u{442}\u{443}\u{43F}\u{43D}\u{430}.`
};
// node_modules/react-stately/dist/private/intl/datepicker/zh-CN.mjs
var $0562ba44eab3374f$exports = {};
$0562ba44eab3374f$exports = {
	"rangeOverflow": (args) => `\u{503C}\u{5FC5}\u{987B}\u{662F} ${args.maxValue} \u{6216}\u{66F4}\u{65E9}\u{65E5}\u{671F}\u{3002}`,
	"rangeReversed": `\u{5F00}\u{59CB}\u{65E5}\u{671F}\u{5FC5}\u{987B}\u{65E9}\u{4E8E}\u{7ED3}\u{675F}\u{65E5}\u{671F}\u{3002}`,
	"rangeUnderflow": (args) => `\u{503C}\u{5FC5}\u{987B}\u{662F} ${args.minValue} \u{6216}\u{66F4}\u{665A}\u{65E5}\u{671F}\u{3002}`,
	"unavailableDate": `\u{6240}\u{9009}\u{65E5}\u{671F}\u{4E0D}\u{53EF}\u{7528}\u{3002}`
};
// node_modules/react-stately/dist/private/intl/datepicker/zh-TW.mjs
var $d8a1483f864372cf$exports = {};
$d8a1483f864372cf$exports = {
	"rangeOverflow": (args) => `\u{503C}\u{5FC5}\u{9808}\u{662F} ${args.maxValue} \u{6216}\u{66F4}\u{65E9}\u{3002}`,
	"rangeReversed": `\u{958B}\u{59CB}\u{65E5}\u{671F}\u{5FC5}\u{9808}\u{5728}\u{7D50}\u{675F}\u{65E5}\u{671F}\u{4E4B}\u{524D}\u{3002}`,
	"rangeUnderflow": (args) => `\u{503C}\u{5FC5}\u{9808}\u{662F} ${args.minValue} \u{6216}\u{66F4}\u{665A}\u{3002}`,
	"unavailableDate": `\u{6240}\u{9078}\u{65E5}\u{671F}\u{7121}\u{6CD5}\u{4F7F}\u{7528}\u{3002}`
};
// node_modules/react-stately/dist/private/datepicker/intlStrings.mjs
var $d0d4459aa9ffd727$exports = {};
$d0d4459aa9ffd727$exports = {
	"ar-AE": $6f00cf506278c4dd$exports,
	"bg-BG": $d4d6a016fd5ce4f2$exports,
	"cs-CZ": $7ecf9e4979666ea0$exports,
	"da-DK": $ab075d4725312525$exports,
	"de-DE": $3922685c0eb9ba8a$exports,
	"el-GR": $01c17dde3c3a9016$exports,
	"en-US": $6b7f94ed17767636$exports,
	"es-ES": $3303b51f37a02711$exports,
	"et-EE": $e3aea59accf42c8d$exports,
	"fi-FI": $06dd1b694121be4e$exports,
	"fr-FR": $cdcce4a69a404d27$exports,
	"he-IL": $40524ca22fb30eb2$exports,
	"hr-HR": $61a527d4db6297ee$exports,
	"hu-HU": $f8f2d8d8cb44cfed$exports,
	"it-IT": $75347037b84c1b18$exports,
	"ja-JP": $4f97679990ff9091$exports,
	"ko-KR": $c189e0bf94264522$exports,
	"lt-LT": $19cd5f3aa5a4b596$exports,
	"lv-LV": $91f5db7f94b7596e$exports,
	"nb-NO": $780ef1d46063f826$exports,
	"nl-NL": $16cbb8b4d0babfdc$exports,
	"pl-PL": $0bc688cceae5eb60$exports,
	"pt-BR": $e32534e3083f4a62$exports,
	"pt-PT": $3534c94e827784b7$exports,
	"ro-RO": $a2617a746c9862f6$exports,
	"ru-RU": $f1251e27305fd7a8$exports,
	"sk-SK": $e78b7cdd5f7a9721$exports,
	"sl-SI": $41a3d435540f025d$exports,
	"sr-SP": $7e098331d6669444$exports,
	"sv-SE": $51e7b068c559df60$exports,
	"tr-TR": $10f6effd038fdb37$exports,
	"uk-UA": $a6f03b1a6068b7d1$exports,
	"zh-CN": $0562ba44eab3374f$exports,
	"zh-TW": $d8a1483f864372cf$exports
};
// node_modules/react-stately/dist/private/datepicker/utils.mjs
function $parcel$interopDefault(a) {
	return a && a.__esModule ? a.default : a;
}
var $8b141f2f71e88f85$var$dictionary = new $a747a10fe70a57da$export$c17fa47878dc55b6($parcel$interopDefault($d0d4459aa9ffd727$exports));
function $8b141f2f71e88f85$var$getLocale() {
	let locale = typeof navigator !== "undefined" && (navigator.language || navigator.userLanguage) || "en-US";
	try {
		Intl.DateTimeFormat.supportedLocalesOf([locale]);
	} catch {
		locale = "en-US";
	}
	return locale;
}
function $8b141f2f71e88f85$export$f18627323ab57ac0(value, minValue, maxValue, isDateUnavailable, options) {
	let rangeOverflow = value != null && maxValue != null && value.compare(maxValue) > 0;
	let rangeUnderflow = value != null && minValue != null && value.compare(minValue) < 0;
	let isUnavailable = value != null && isDateUnavailable?.(value) || false;
	let isInvalid = rangeOverflow || rangeUnderflow || isUnavailable;
	let errors = [];
	if (isInvalid) {
		let locale = $8b141f2f71e88f85$var$getLocale();
		let strings = $a747a10fe70a57da$export$c17fa47878dc55b6.getGlobalDictionaryForPackage("@react-stately/datepicker") || $8b141f2f71e88f85$var$dictionary;
		let formatter = new $b27c684a33948c64$export$2f817fcdc4b89ae0(locale, strings);
		let dateFormatter = new $12a3c853105e5a70$export$ad991b66133851cf(locale, $8b141f2f71e88f85$export$7e319ea407e63bc0({}, options));
		let timeZone = dateFormatter.resolvedOptions().timeZone;
		if (rangeUnderflow && minValue != null) errors.push(formatter.format("rangeUnderflow", { minValue: dateFormatter.format(minValue.toDate(timeZone)) }));
		if (rangeOverflow && maxValue != null) errors.push(formatter.format("rangeOverflow", { maxValue: dateFormatter.format(maxValue.toDate(timeZone)) }));
		if (isUnavailable) errors.push(formatter.format("unavailableDate"));
	}
	return {
		isInvalid,
		validationErrors: errors,
		validationDetails: {
			badInput: isUnavailable,
			customError: false,
			patternMismatch: false,
			rangeOverflow,
			rangeUnderflow,
			stepMismatch: false,
			tooLong: false,
			tooShort: false,
			typeMismatch: false,
			valueMissing: false,
			valid: !isInvalid
		}
	};
}
var $8b141f2f71e88f85$var$DEFAULT_FIELD_OPTIONS = {
	year: "numeric",
	month: "numeric",
	day: "numeric",
	hour: "numeric",
	minute: "2-digit",
	second: "2-digit"
};
var $8b141f2f71e88f85$var$TWO_DIGIT_FIELD_OPTIONS = {
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit"
};
function $8b141f2f71e88f85$export$7e319ea407e63bc0(fieldOptions, options) {
	fieldOptions = {
		...options.shouldForceLeadingZeros ? $8b141f2f71e88f85$var$TWO_DIGIT_FIELD_OPTIONS : $8b141f2f71e88f85$var$DEFAULT_FIELD_OPTIONS,
		...fieldOptions
	};
	let granularity = options.granularity || "minute";
	let keys = Object.keys(fieldOptions);
	let startIdx = keys.indexOf(options.maxGranularity ?? "year");
	if (startIdx < 0) startIdx = 0;
	let endIdx = keys.indexOf(granularity);
	if (endIdx < 0) endIdx = 2;
	if (startIdx > endIdx) throw new Error("maxGranularity must be greater than granularity");
	let opts = keys.slice(startIdx, endIdx + 1).reduce((opts, key) => {
		opts[key] = fieldOptions[key];
		return opts;
	}, {});
	if (options.hourCycle != null) opts.hour12 = options.hourCycle === 12;
	opts.timeZone = options.timeZone || "UTC";
	if ((granularity === "hour" || granularity === "minute" || granularity === "second") && options.timeZone && !options.hideTimeZone) opts.timeZoneName = "short";
	if (options.showEra && startIdx === 0) opts.era = "short";
	return opts;
}
function $8b141f2f71e88f85$export$61a490a80c552550(value, calendar) {
	if (value === null) return null;
	if (!value) return void 0;
	return $d07e34cce18680fd$export$b4a036af3fc0b032(value, calendar);
}
function $8b141f2f71e88f85$export$66aa2b09de4b1ea5(placeholderValue, granularity, calendar, timeZone) {
	if (placeholderValue) return $8b141f2f71e88f85$export$61a490a80c552550(placeholderValue, calendar);
	let date = $d07e34cce18680fd$export$b4a036af3fc0b032($ad063034c8620db8$export$461939dd4422153(timeZone ?? $ad063034c8620db8$export$aa8b41735afcabd2()).set({
		hour: 0,
		minute: 0,
		second: 0,
		millisecond: 0
	}), calendar);
	if (granularity === "year" || granularity === "month" || granularity === "day") return $d07e34cce18680fd$export$93522d1a439f3617(date);
	if (!timeZone) return $d07e34cce18680fd$export$b21e0b124e224484(date);
	return date;
}
function $8b141f2f71e88f85$export$2440da353cedad43(v, granularity) {
	let defaultTimeZone = v && "timeZone" in v ? v.timeZone : void 0;
	let defaultGranularity = v && "minute" in v ? "minute" : "day";
	if (v && granularity && !(granularity in v)) throw new Error("Invalid granularity " + granularity + " for value " + v.toString());
	let [lastValue, setLastValue] = (0, import_react.useState)([defaultGranularity, defaultTimeZone]);
	if (v && (lastValue[0] !== defaultGranularity || lastValue[1] !== defaultTimeZone)) setLastValue([defaultGranularity, defaultTimeZone]);
	if (!granularity) granularity = v ? defaultGranularity : lastValue[0];
	let timeZone = v ? defaultTimeZone : lastValue[1];
	return [granularity, timeZone];
}
// node_modules/react-stately/dist/private/datepicker/placeholders.mjs
var $8e5fbb9a25791ca0$var$placeholders = new $a747a10fe70a57da$export$c17fa47878dc55b6({
	ach: {
		year: "mwaka",
		month: "dwe",
		day: "nino"
	},
	af: {
		year: "jjjj",
		month: "mm",
		day: "dd"
	},
	am: {
		year: "ዓዓዓዓ",
		month: "ሚሜ",
		day: "ቀቀ"
	},
	an: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	ar: {
		year: "سنة",
		month: "شهر",
		day: "يوم"
	},
	ast: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	az: {
		year: "iiii",
		month: "aa",
		day: "gg"
	},
	be: {
		year: "гггг",
		month: "мм",
		day: "дд"
	},
	bg: {
		year: "гггг",
		month: "мм",
		day: "дд"
	},
	bn: {
		year: "yyyy",
		month: "মিমি",
		day: "dd"
	},
	br: {
		year: "bbbb",
		month: "mm",
		day: "dd"
	},
	bs: {
		year: "gggg",
		month: "mm",
		day: "dd"
	},
	ca: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	cak: {
		year: "jjjj",
		month: "ii",
		day: "q'q'"
	},
	ckb: {
		year: "ساڵ",
		month: "مانگ",
		day: "ڕۆژ"
	},
	cs: {
		year: "rrrr",
		month: "mm",
		day: "dd"
	},
	cy: {
		year: "bbbb",
		month: "mm",
		day: "dd"
	},
	da: {
		year: "åååå",
		month: "mm",
		day: "dd"
	},
	de: {
		year: "jjjj",
		month: "mm",
		day: "tt"
	},
	dsb: {
		year: "llll",
		month: "mm",
		day: "źź"
	},
	el: {
		year: "εεεε",
		month: "μμ",
		day: "ηη"
	},
	en: {
		year: "yyyy",
		month: "mm",
		day: "dd"
	},
	eo: {
		year: "jjjj",
		month: "mm",
		day: "tt"
	},
	es: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	et: {
		year: "aaaa",
		month: "kk",
		day: "pp"
	},
	eu: {
		year: "uuuu",
		month: "hh",
		day: "ee"
	},
	fa: {
		year: "سال",
		month: "ماه",
		day: "روز"
	},
	ff: {
		year: "hhhh",
		month: "ll",
		day: "ññ"
	},
	fi: {
		year: "vvvv",
		month: "kk",
		day: "pp"
	},
	fr: {
		year: "aaaa",
		month: "mm",
		day: "jj"
	},
	fy: {
		year: "jjjj",
		month: "mm",
		day: "dd"
	},
	ga: {
		year: "bbbb",
		month: "mm",
		day: "ll"
	},
	gd: {
		year: "bbbb",
		month: "mm",
		day: "ll"
	},
	gl: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	he: {
		year: "שנה",
		month: "חודש",
		day: "יום"
	},
	hr: {
		year: "gggg",
		month: "mm",
		day: "dd"
	},
	hsb: {
		year: "llll",
		month: "mm",
		day: "dd"
	},
	hu: {
		year: "éééé",
		month: "hh",
		day: "nn"
	},
	ia: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	id: {
		year: "tttt",
		month: "bb",
		day: "hh"
	},
	is: {
		year: "áááá",
		month: "mm",
		day: "dd"
	},
	it: {
		year: "aaaa",
		month: "mm",
		day: "gg"
	},
	ja: {
		year: "年",
		month: "月",
		day: "日"
	},
	ka: {
		year: "წწწწ",
		month: "თთ",
		day: "რრ"
	},
	kk: {
		year: "жжжж",
		month: "аа",
		day: "кк"
	},
	kn: {
		year: "ವವವವ",
		month: "ಮಿಮೀ",
		day: "ದಿದಿ"
	},
	ko: {
		year: "연도",
		month: "월",
		day: "일"
	},
	lb: {
		year: "jjjj",
		month: "mm",
		day: "dd"
	},
	lo: {
		year: "ປປປປ",
		month: "ດດ",
		day: "ວວ"
	},
	lt: {
		year: "mmmm",
		month: "mm",
		day: "dd"
	},
	lv: {
		year: "gggg",
		month: "mm",
		day: "dd"
	},
	meh: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	ml: {
		year: "വർഷം",
		month: "മാസം",
		day: "തീയതി"
	},
	ms: {
		year: "tttt",
		month: "mm",
		day: "hh"
	},
	nb: {
		year: "åååå",
		month: "mm",
		day: "dd"
	},
	nl: {
		year: "jjjj",
		month: "mm",
		day: "dd"
	},
	nn: {
		year: "åååå",
		month: "mm",
		day: "dd"
	},
	no: {
		year: "åååå",
		month: "mm",
		day: "dd"
	},
	oc: {
		year: "aaaa",
		month: "mm",
		day: "jj"
	},
	pl: {
		year: "rrrr",
		month: "mm",
		day: "dd"
	},
	pt: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	rm: {
		year: "oooo",
		month: "mm",
		day: "dd"
	},
	ro: {
		year: "aaaa",
		month: "ll",
		day: "zz"
	},
	ru: {
		year: "гггг",
		month: "мм",
		day: "дд"
	},
	sc: {
		year: "aaaa",
		month: "mm",
		day: "dd"
	},
	scn: {
		year: "aaaa",
		month: "mm",
		day: "jj"
	},
	sk: {
		year: "rrrr",
		month: "mm",
		day: "dd"
	},
	sl: {
		year: "llll",
		month: "mm",
		day: "dd"
	},
	sr: {
		year: "гггг",
		month: "мм",
		day: "дд"
	},
	"sr-Latn": {
		year: "gggg",
		month: "mm",
		day: "dd"
	},
	sv: {
		year: "åååå",
		month: "mm",
		day: "dd"
	},
	szl: {
		year: "rrrr",
		month: "mm",
		day: "dd"
	},
	tg: {
		year: "сссс",
		month: "мм",
		day: "рр"
	},
	th: {
		year: "ปปปป",
		month: "ดด",
		day: "วว"
	},
	tr: {
		year: "yyyy",
		month: "aa",
		day: "gg"
	},
	uk: {
		year: "рррр",
		month: "мм",
		day: "дд"
	},
	"zh-CN": {
		year: "年",
		month: "月",
		day: "日"
	},
	"zh-TW": {
		year: "年",
		month: "月",
		day: "日"
	}
}, "en");
function $8e5fbb9a25791ca0$export$d3f5c5e0a5023fa0(field, value, locale) {
	if (field === "era" || field === "dayPeriod") return value;
	if (field === "year" || field === "month" || field === "day") return $8e5fbb9a25791ca0$var$placeholders.getStringForLocale(field, locale);
	return "––";
}
// node_modules/react-stately/dist/private/datepicker/IncompleteDate.mjs
var $0e8931c783099b4f$export$ae165b50d181e1ef = class $0e8931c783099b4f$export$ae165b50d181e1ef {
	constructor(calendar, hourCycle, dateValue) {
		this.era = dateValue?.era ?? null;
		this.calendar = calendar;
		this.year = dateValue?.year ?? null;
		this.month = dateValue?.month ?? null;
		this.day = dateValue?.day ?? null;
		this.hour = dateValue?.hour ?? null;
		this.hourCycle = hourCycle;
		this.dayPeriod = null;
		this.minute = dateValue?.minute ?? null;
		this.second = dateValue?.second ?? null;
		this.millisecond = dateValue?.millisecond ?? null;
		this.offset = "offset" in (dateValue ?? {}) ? dateValue.offset : null;
		if (this.hour != null) {
			let [dayPeriod, hour] = $0e8931c783099b4f$var$toHourCycle(this.hour, hourCycle);
			this.dayPeriod = dayPeriod;
			this.hour = hour;
		}
	}
	copy() {
		let res = new $0e8931c783099b4f$export$ae165b50d181e1ef(this.calendar, this.hourCycle);
		res.era = this.era;
		res.year = this.year;
		res.month = this.month;
		res.day = this.day;
		res.hour = this.hour;
		res.dayPeriod = this.dayPeriod;
		res.minute = this.minute;
		res.second = this.second;
		res.millisecond = this.millisecond;
		res.offset = this.offset;
		return res;
	}
	/** Checks whether all the specified segments have a value. */ isComplete(segments) {
		return segments.every((segment) => this[segment] != null);
	}
	/** Checks whether the given date value matches this value for the specified segments. */ validate(dt, segments) {
		return segments.every((segment) => {
			if ((segment === "hour" || segment === "dayPeriod") && "hour" in dt) {
				let [dayPeriod, hour] = $0e8931c783099b4f$var$toHourCycle(dt.hour, this.hourCycle);
				return this.dayPeriod === dayPeriod && this.hour === hour;
			}
			return this[segment] === dt[segment];
		});
	}
	/** Checks if the date is empty (i.e. all specified segments are null). */ isCleared(segments) {
		return segments.every((segment) => this[segment] === null);
	}
	/** Sets the given field. */ set(field, value, placeholder) {
		let result = this.copy();
		result[field] = value;
		if (field === "hour" && result.dayPeriod == null && "hour" in placeholder) result.dayPeriod = $0e8931c783099b4f$var$toHourCycle(placeholder.hour, this.hourCycle)[0];
		if (field === "year" && result.era == null) result.era = placeholder.era;
		if (field !== "second" && field !== "literal" && field !== "timeZoneName") result.offset = null;
		return result;
	}
	/** Sets the given field to null. */ clear(field) {
		let result = this.copy();
		result[field] = null;
		if (field === "year") result.era = null;
		result.offset = null;
		return result;
	}
	/**
	* Increments or decrements the given field. If it is null, then it is set to the placeholder
	* value.
	*/ cycle(field, amount, placeholder, displaySegments) {
		let res = this.copy();
		if (res[field] == null && field !== "dayPeriod" && field !== "era") {
			if (field === "hour" && "hour" in placeholder) {
				let [dayPeriod, hour] = $0e8931c783099b4f$var$toHourCycle(placeholder.hour, this.hourCycle);
				res.dayPeriod = dayPeriod;
				res.hour = hour;
			} else res[field] = placeholder[field];
			if (field === "year" && res.era == null) res.era = placeholder.era;
			return res;
		}
		switch (field) {
			case "era": {
				let eras = this.calendar.getEras();
				let index = eras.indexOf(res.era);
				index = $0e8931c783099b4f$var$cycleValue(index, amount, 0, eras.length - 1);
				res.era = eras[index];
				break;
			}
			case "year": {
				let date = new $2aaf608024c21ca1$export$99faa760c7908e4f(this.calendar, this.era ?? placeholder.era, this.year ?? placeholder.year, this.month ?? 1, this.day ?? 1);
				date = date.cycle(field, amount, { round: field === "year" });
				res.era = date.era;
				res.year = date.year;
				break;
			}
			case "month":
				res.month = $0e8931c783099b4f$var$cycleValue(res.month ?? 1, amount, 1, this.calendar.getMaximumMonthsInYear());
				break;
			case "day":
				res.day = $0e8931c783099b4f$var$cycleValue(res.day ?? 1, amount, 1, this.calendar.getMaximumDaysInMonth());
				break;
			case "hour": {
				let hasDateSegements = displaySegments.some((s) => [
					"year",
					"month",
					"day"
				].includes(s));
				if ("timeZone" in placeholder && (!hasDateSegements || res.year != null && res.month != null && res.day != null)) {
					let date = this.toValue(placeholder);
					date = date.cycle("hour", amount, {
						hourCycle: this.hourCycle === "h12" ? 12 : 24,
						round: false
					});
					let [dayPeriod, adjustedHour] = $0e8931c783099b4f$var$toHourCycle(date.hour, this.hourCycle);
					res.hour = adjustedHour;
					res.dayPeriod = dayPeriod;
					res.offset = date.offset;
				} else {
					let hours = res.hour ?? 0;
					let limits = this.getSegmentLimits("hour");
					res.hour = $0e8931c783099b4f$var$cycleValue(hours, amount, limits.minValue, limits.maxValue);
					if (res.dayPeriod == null && "hour" in placeholder) res.dayPeriod = $0e8931c783099b4f$var$toHourCycle(placeholder.hour, this.hourCycle)[0];
				}
				break;
			}
			case "dayPeriod":
				res.dayPeriod = $0e8931c783099b4f$var$cycleValue(res.dayPeriod ?? 0, amount, 0, 1);
				break;
			case "minute":
				res.minute = $0e8931c783099b4f$var$cycleValue(res.minute ?? 0, amount, 0, 59, true);
				break;
			case "second": res.second = $0e8931c783099b4f$var$cycleValue(res.second ?? 0, amount, 0, 59, true);
		}
		return res;
	}
	/**
	* Converts the incomplete date to a full date value, using the provided value for any unset
	* fields.
	*/ toValue(value) {
		if ("hour" in value) {
			let hour = this.hour;
			if (hour != null) hour = $0e8931c783099b4f$var$fromHourCycle(hour, this.dayPeriod ?? 0, this.hourCycle);
			else if (this.hourCycle === "h12" || this.hourCycle === "h11") hour = this.dayPeriod === 1 ? 12 : 0;
			let res = value.set({
				era: this.era ?? value.era,
				year: this.year ?? value.year,
				month: this.month ?? value.month,
				day: this.day ?? value.day,
				hour: hour ?? value.hour,
				minute: this.minute ?? value.minute,
				second: this.second ?? value.second,
				millisecond: this.millisecond ?? value.millisecond
			});
			if ("offset" in res && this.offset != null && res.offset !== this.offset) res = res.add({ milliseconds: res.offset - this.offset });
			return res;
		} else return value.set({
			era: this.era ?? value.era,
			year: this.year ?? value.year,
			month: this.month ?? value.month,
			day: this.day ?? value.day
		});
	}
	getSegmentLimits(type) {
		switch (type) {
			case "era": {
				let eras = this.calendar.getEras();
				return {
					value: this.era != null ? eras.indexOf(this.era) : eras.length - 1,
					minValue: 0,
					maxValue: eras.length - 1
				};
			}
			case "year": return {
				value: this.year,
				minValue: 1,
				maxValue: 9999
			};
			case "month": return {
				value: this.month,
				minValue: 1,
				maxValue: this.calendar.getMaximumMonthsInYear()
			};
			case "day": return {
				value: this.day,
				minValue: 1,
				maxValue: this.calendar.getMaximumDaysInMonth()
			};
			case "dayPeriod": return {
				value: this.dayPeriod,
				minValue: 0,
				maxValue: 1
			};
			case "hour": {
				let minValue = 0;
				let maxValue = 23;
				if (this.hourCycle === "h12") {
					minValue = 1;
					maxValue = 12;
				} else if (this.hourCycle === "h11") {
					minValue = 0;
					maxValue = 11;
				}
				return {
					value: this.hour,
					minValue,
					maxValue
				};
			}
			case "minute": return {
				value: this.minute,
				minValue: 0,
				maxValue: 59
			};
			case "second": return {
				value: this.second,
				minValue: 0,
				maxValue: 59
			};
		}
	}
};
function $0e8931c783099b4f$var$cycleValue(value, amount, min, max, round = false) {
	if (round) {
		value += Math.sign(amount);
		if (value < min) value = max;
		let div = Math.abs(amount);
		if (amount > 0) value = Math.ceil(value / div) * div;
		else value = Math.floor(value / div) * div;
		if (value > max) value = min;
	} else {
		value += amount;
		if (value < min) value = max - (min - value - 1);
		else if (value > max) value = min + (value - max - 1);
	}
	return value;
}
function $0e8931c783099b4f$var$toHourCycle(hour, hourCycle) {
	let dayPeriod = hour >= 12 ? 1 : 0;
	switch (hourCycle) {
		case "h11":
			if (hour >= 12) hour -= 12;
			break;
		case "h12":
			if (hour === 0) hour = 12;
			else if (hour > 12) hour -= 12;
			break;
		case "h23":
			dayPeriod = null;
			break;
		case "h24":
			hour += 1;
			dayPeriod = null;
	}
	return [dayPeriod, hour];
}
function $0e8931c783099b4f$var$fromHourCycle(hour, dayPeriod, hourCycle) {
	switch (hourCycle) {
		case "h11":
			if (dayPeriod === 1) hour += 12;
			break;
		case "h12":
			if (hour === 12) hour = 0;
			if (dayPeriod === 1) hour += 12;
			break;
		case "h24": hour -= 1;
	}
	return hour;
}
// node_modules/react-stately/dist/private/datepicker/useDateFieldState.mjs
var $8e7461aabf74661f$var$EDITABLE_SEGMENTS = {
	year: true,
	month: true,
	day: true,
	hour: true,
	minute: true,
	second: true,
	dayPeriod: true,
	era: true
};
var $8e7461aabf74661f$var$PAGE_STEP = {
	year: 5,
	month: 2,
	day: 7,
	hour: 2,
	minute: 15,
	second: 15
};
var $8e7461aabf74661f$var$TYPE_MAPPING = {
	dayperiod: "dayPeriod",
	relatedYear: "year",
	yearName: "literal",
	unknown: "literal"
};
function $8e7461aabf74661f$export$60e84778edff6d26(props) {
	let { locale, createCalendar, hideTimeZone, isDisabled = false, isReadOnly = false, isRequired = false, minValue, maxValue, isDateUnavailable } = props;
	let v = props.value || props.defaultValue || props.placeholderValue || null;
	let [granularity, defaultTimeZone] = $8b141f2f71e88f85$export$2440da353cedad43(v, props.granularity);
	let timeZone = defaultTimeZone || "UTC";
	if (v && !(granularity in v)) throw new Error("Invalid granularity " + granularity + " for value " + v.toString());
	let [calendar, hourCycle] = (0, import_react.useMemo)(() => {
		let opts = new $12a3c853105e5a70$export$ad991b66133851cf(locale, {
			dateStyle: "short",
			timeStyle: "short",
			hour12: props.hourCycle != null ? props.hourCycle === 12 : void 0
		}).resolvedOptions();
		return [createCalendar(opts.calendar), opts.hourCycle];
	}, [
		locale,
		props.hourCycle,
		createCalendar
	]);
	let [value, setDate] = $3e6197669829fe11$export$40bfa8c7b0832715(props.value, props.defaultValue ?? null, props.onChange);
	let [initialValue] = (0, import_react.useState)(value);
	let calendarValue = (0, import_react.useMemo)(() => $8b141f2f71e88f85$export$61a490a80c552550(value, calendar) ?? null, [value, calendar]);
	let [displayValue, setDisplayValue] = (0, import_react.useState)(() => new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue));
	let showEra = calendar.identifier === "gregory" && displayValue.era === "BC";
	let formatOpts = (0, import_react.useMemo)(() => ({
		granularity,
		maxGranularity: props.maxGranularity ?? "year",
		timeZone: defaultTimeZone,
		hideTimeZone,
		hourCycle: props.hourCycle,
		showEra,
		shouldForceLeadingZeros: props.shouldForceLeadingZeros
	}), [
		props.maxGranularity,
		granularity,
		props.hourCycle,
		props.shouldForceLeadingZeros,
		defaultTimeZone,
		hideTimeZone,
		showEra
	]);
	let opts = (0, import_react.useMemo)(() => $8b141f2f71e88f85$export$7e319ea407e63bc0({}, formatOpts), [formatOpts]);
	let dateFormatter = (0, import_react.useMemo)(() => new $12a3c853105e5a70$export$ad991b66133851cf(locale, opts), [locale, opts]);
	let resolvedOptions = (0, import_react.useMemo)(() => dateFormatter.resolvedOptions(), [dateFormatter]);
	let placeholder = (0, import_react.useMemo)(() => $8b141f2f71e88f85$export$66aa2b09de4b1ea5(props.placeholderValue, granularity, calendar, defaultTimeZone), [
		props.placeholderValue,
		granularity,
		calendar,
		defaultTimeZone
	]);
	let displaySegments = (0, import_react.useMemo)(() => {
		let is12HourClock = hourCycle === "h11" || hourCycle === "h12";
		let segments = [
			"era",
			"year",
			"month",
			"day",
			"hour",
			...is12HourClock ? ["dayPeriod"] : [],
			"minute",
			"second"
		];
		let minIndex = segments.indexOf(props.maxGranularity || "era");
		let maxIndex = segments.indexOf(granularity === "hour" && is12HourClock ? "dayPeriod" : granularity);
		return segments.slice(minIndex, maxIndex + 1);
	}, [
		props.maxGranularity,
		granularity,
		hourCycle
	]);
	let [lastValue, setLastValue] = (0, import_react.useState)(calendarValue);
	let [lastCalendar, setLastCalendar] = (0, import_react.useState)(calendar);
	let [lastHourCycle, setLastHourCycle] = (0, import_react.useState)(hourCycle);
	if (calendarValue !== lastValue || hourCycle !== lastHourCycle || !$ad063034c8620db8$export$dbc69fd56b53d5e(calendar, lastCalendar)) {
		displayValue = new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue);
		setLastValue(calendarValue);
		setLastCalendar(calendar);
		setLastHourCycle(hourCycle);
		setDisplayValue(displayValue);
	}
	let setValue = (newValue) => {
		if (props.isDisabled || props.isReadOnly) return;
		if (newValue == null || newValue instanceof $0e8931c783099b4f$export$ae165b50d181e1ef && newValue.isCleared(displaySegments)) {
			setDisplayValue(new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue));
			setDate(null);
		} else if (!(newValue instanceof $0e8931c783099b4f$export$ae165b50d181e1ef)) {
			newValue = $d07e34cce18680fd$export$b4a036af3fc0b032(newValue, v?.calendar || new $93635573935797de$export$80ee6245ec4f29ec());
			setDisplayValue(new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue));
			setDate(newValue);
		} else {
			if (newValue.isComplete(displaySegments)) {
				let dateValue = newValue.toValue(calendarValue ?? placeholder);
				if (newValue.validate(dateValue, displaySegments)) {
					let newDateValue = $d07e34cce18680fd$export$b4a036af3fc0b032(dateValue, v?.calendar || new $93635573935797de$export$80ee6245ec4f29ec());
					if (!value || newDateValue.compare(value) !== 0) {
						setDisplayValue(new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue));
						setDate(newDateValue);
						return;
					}
				}
			}
			setDisplayValue(newValue);
		}
	};
	let dateValue = (0, import_react.useMemo)(() => {
		return displayValue.toValue(calendarValue ?? placeholder).toDate(timeZone);
	}, [
		displayValue,
		timeZone,
		calendarValue,
		placeholder
	]);
	let segments = (0, import_react.useMemo)(() => $8e7461aabf74661f$var$processSegments(dateValue, displayValue, dateFormatter, resolvedOptions, calendar, locale, granularity), [
		dateValue,
		dateFormatter,
		resolvedOptions,
		displayValue,
		calendar,
		locale,
		granularity
	]);
	let adjustSegment = (type, amount) => {
		setValue(displayValue.cycle(type, amount, placeholder, displaySegments));
	};
	let builtinValidation = (0, import_react.useMemo)(() => $8b141f2f71e88f85$export$f18627323ab57ac0(value, minValue, maxValue, isDateUnavailable, formatOpts), [
		value,
		minValue,
		maxValue,
		isDateUnavailable,
		formatOpts
	]);
	let validation = $fd2148440a13ec26$export$fc1a364ae1f3ff10({
		...props,
		value,
		builtinValidation
	});
	let isValueInvalid = validation.displayValidation.isInvalid;
	let validationState = props.validationState || (isValueInvalid ? "invalid" : null);
	return {
		...validation,
		value: calendarValue,
		defaultValue: props.defaultValue ?? initialValue,
		dateValue,
		calendar,
		setValue,
		segments,
		dateFormatter,
		validationState,
		isInvalid: isValueInvalid,
		granularity,
		maxGranularity: props.maxGranularity ?? "year",
		isDisabled,
		isReadOnly,
		isRequired,
		increment(part) {
			adjustSegment(part, 1);
		},
		decrement(part) {
			adjustSegment(part, -1);
		},
		incrementPage(part) {
			adjustSegment(part, $8e7461aabf74661f$var$PAGE_STEP[part] || 1);
		},
		decrementPage(part) {
			adjustSegment(part, -($8e7461aabf74661f$var$PAGE_STEP[part] || 1));
		},
		incrementToMax(part) {
			let maxValue = part === "hour" && hourCycle === "h12" ? 11 : displayValue.getSegmentLimits(part).maxValue;
			setValue(displayValue.set(part, maxValue, placeholder));
		},
		decrementToMin(part) {
			let minValue = part === "hour" && hourCycle === "h12" ? 12 : displayValue.getSegmentLimits(part).minValue;
			setValue(displayValue.set(part, minValue, placeholder));
		},
		setSegment(part, v) {
			setValue(displayValue.set(part, v, placeholder));
		},
		confirmPlaceholder() {
			if (props.isDisabled || props.isReadOnly) return;
			if (displayValue.isComplete(displaySegments)) {
				let newDateValue = $d07e34cce18680fd$export$b4a036af3fc0b032(displayValue.toValue(calendarValue ?? placeholder), v?.calendar || new $93635573935797de$export$80ee6245ec4f29ec());
				if (!value || newDateValue.compare(value) !== 0) setDate(newDateValue);
				setDisplayValue(new $0e8931c783099b4f$export$ae165b50d181e1ef(calendar, hourCycle, calendarValue));
			}
		},
		clearSegment(part) {
			let value = displayValue;
			if (part !== "timeZoneName" && part !== "literal") value = displayValue.clear(part);
			setValue(value);
		},
		formatValue(fieldOptions) {
			if (!calendarValue) return "";
			let formatOptions = $8b141f2f71e88f85$export$7e319ea407e63bc0(fieldOptions, formatOpts);
			return new $12a3c853105e5a70$export$ad991b66133851cf(locale, formatOptions).format(dateValue);
		},
		getDateFormatter(locale, formatOptions) {
			return new $12a3c853105e5a70$export$ad991b66133851cf(locale, $8b141f2f71e88f85$export$7e319ea407e63bc0({}, {
				...formatOpts,
				...formatOptions
			}));
		}
	};
}
function $8e7461aabf74661f$var$processSegments(dateValue, displayValue, dateFormatter, resolvedOptions, calendar, locale, granularity) {
	let timeValue = [
		"hour",
		"minute",
		"second"
	];
	let segments = dateFormatter.formatToParts(dateValue);
	let numberFormatter = new $1dfb119a85e764e5$export$cc77c4ff7e8673c5(locale, { useGrouping: false });
	let twoDigitFormatter = new $1dfb119a85e764e5$export$cc77c4ff7e8673c5(locale, {
		useGrouping: false,
		minimumIntegerDigits: 2
	});
	for (let segment of segments) if (segment.type === "year" || segment.type === "month" || segment.type === "day" || segment.type === "hour") {
		let value = displayValue[segment.type] ?? 0;
		if (resolvedOptions[segment.type] === "2-digit") segment.value = twoDigitFormatter.format(value);
		else segment.value = numberFormatter.format(value);
	}
	let processedSegments = [];
	for (let segment of segments) {
		let type = $8e7461aabf74661f$var$TYPE_MAPPING[segment.type] || segment.type;
		let isEditable = $8e7461aabf74661f$var$EDITABLE_SEGMENTS[type];
		if (type === "era" && calendar.getEras().length === 1) isEditable = false;
		let isPlaceholder = $8e7461aabf74661f$var$EDITABLE_SEGMENTS[type] && displayValue[segment.type] == null;
		let placeholder = $8e7461aabf74661f$var$EDITABLE_SEGMENTS[type] ? $8e5fbb9a25791ca0$export$d3f5c5e0a5023fa0(type, segment.value, locale) : null;
		let dateSegment = {
			type,
			text: isPlaceholder ? placeholder : segment.value,
			...displayValue.getSegmentLimits(type),
			isPlaceholder,
			placeholder,
			isEditable
		};
		if (type === "hour") {
			processedSegments.push({
				type: "literal",
				text: "⁦",
				isPlaceholder: false,
				placeholder: "",
				isEditable: false
			});
			processedSegments.push(dateSegment);
			if (type === granularity) processedSegments.push({
				type: "literal",
				text: "⁩",
				isPlaceholder: false,
				placeholder: "",
				isEditable: false
			});
		} else if (timeValue.includes(type) && type === granularity) {
			processedSegments.push(dateSegment);
			processedSegments.push({
				type: "literal",
				text: "⁩",
				isPlaceholder: false,
				placeholder: "",
				isEditable: false
			});
		} else processedSegments.push(dateSegment);
	}
	return processedSegments;
}
// node_modules/react-aria-components/dist/private/DateField.mjs
var $5400c097f4765e59$export$7b3e670c86da5fe8 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $5400c097f4765e59$export$3b08bebcf796eea0 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $5400c097f4765e59$export$5d8dc44abd10a920 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $5400c097f4765e59$export$d9781c7894a82487 = /*#__PURE__*/ (0, import_react.forwardRef)(function DateField(props, ref) {
	[props, ref] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415(props, ref, $5400c097f4765e59$export$7b3e670c86da5fe8);
	let { validationBehavior: formValidationBehavior } = $7230ffa83bc0c2cf$export$fabf2dc03a41866e($cdaed739b1139372$export$c24727297075ec6a) || {};
	let validationBehavior = props.validationBehavior ?? formValidationBehavior ?? "native";
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let state = $8e7461aabf74661f$export$60e84778edff6d26({
		...props,
		locale,
		createCalendar: $84102b64e5ca022f$export$dd0bbc9b26defe37,
		validationBehavior
	});
	let fieldRef = (0, import_react.useRef)(null);
	let [labelRef, label] = $7230ffa83bc0c2cf$export$9d4c57ee4c6ffdd8(!props["aria-label"] && !props["aria-labelledby"]);
	let inputRef = (0, import_react.useRef)(null);
	let { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps, ...validation } = $7541913c0284d84b$export$5591b0b878c1a989({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		label,
		inputRef,
		validationBehavior
	}, state, fieldRef);
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...$7230ffa83bc0c2cf$export$ef03459518577ad4(props),
		values: {
			state,
			isInvalid: state.isInvalid,
			isDisabled: state.isDisabled,
			isReadOnly: state.isReadOnly,
			isRequired: props.isRequired || false
		},
		defaultClassName: "react-aria-DateField"
	});
	let DOMProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(props, { global: true });
	delete DOMProps.id;
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$5400c097f4765e59$export$3b08bebcf796eea0, state],
		[$3a442827418ebe87$export$f9c6924e160136d1, {
			...fieldProps,
			ref: fieldRef,
			isInvalid: state.isInvalid,
			isDisabled: state.isDisabled
		}],
		[$41fb335299a4a39e$export$37fb8590cf2c088c, {
			...inputProps,
			ref: inputRef
		}],
		[$43a3b93638fe5db9$export$75b6ee27786ba447, {
			...labelProps,
			ref: labelRef,
			elementType: "span"
		}],
		[$efe09c6d1c304b50$export$9afb8bc826b033ea, { slots: {
			description: descriptionProps,
			errorMessage: errorMessageProps
		} }],
		[$1f3c3b1a70cec653$export$ff05c3ac10437e03, validation]
	] }, /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.div, {
		...DOMProps,
		...renderProps,
		ref,
		slot: props.slot || void 0,
		"data-invalid": state.isInvalid || void 0,
		"data-disabled": state.isDisabled || void 0,
		"data-readonly": state.isReadOnly || void 0,
		"data-required": props.isRequired || void 0
	}), /*#__PURE__*/ import_react.createElement($5a15223dacad897a$export$eefa3e19139f00f3, {
		autoComplete: props.autoComplete,
		name: props.name,
		isDisabled: props.isDisabled,
		state
	}));
});
var $5400c097f4765e59$export$7edc06cf1783b30f = /*#__PURE__*/ (0, import_react.forwardRef)(function DateInput(props, ref) {
	let dateFieldState = (0, import_react.useContext)($5400c097f4765e59$export$3b08bebcf796eea0);
	let timeFieldState = (0, import_react.useContext)($5400c097f4765e59$export$5d8dc44abd10a920);
	return dateFieldState || timeFieldState ? /*#__PURE__*/ import_react.createElement($5400c097f4765e59$var$DateInputInner, {
		...props,
		ref
	}) : /*#__PURE__*/ import_react.createElement($5400c097f4765e59$var$DateInputStandalone, {
		...props,
		ref
	});
});
var $5400c097f4765e59$var$DateInputStandalone = /*#__PURE__*/ (0, import_react.forwardRef)((props, ref) => {
	let [dateFieldProps, fieldRef] = $7230ffa83bc0c2cf$export$29f1550f4b0d4415({ slot: props.slot }, ref, $5400c097f4765e59$export$7b3e670c86da5fe8);
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let state = $8e7461aabf74661f$export$60e84778edff6d26({
		...dateFieldProps,
		locale,
		createCalendar: $84102b64e5ca022f$export$dd0bbc9b26defe37
	});
	let inputRef = (0, import_react.useRef)(null);
	let { fieldProps, inputProps } = $7541913c0284d84b$export$5591b0b878c1a989({
		...dateFieldProps,
		inputRef
	}, state, fieldRef);
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$2881499e37b75b9a, { values: [
		[$5400c097f4765e59$export$3b08bebcf796eea0, state],
		[$41fb335299a4a39e$export$37fb8590cf2c088c, {
			...inputProps,
			ref: inputRef
		}],
		[$3a442827418ebe87$export$f9c6924e160136d1, {
			...fieldProps,
			ref: fieldRef,
			isInvalid: state.isInvalid,
			isDisabled: state.isDisabled
		}]
	] }, /*#__PURE__*/ import_react.createElement($5400c097f4765e59$var$DateInputInner, props));
});
var $5400c097f4765e59$var$DateInputInner = /*#__PURE__*/ (0, import_react.forwardRef)((props, ref) => {
	let { className, children } = props;
	let dateFieldState = (0, import_react.useContext)($5400c097f4765e59$export$3b08bebcf796eea0);
	let timeFieldState = (0, import_react.useContext)($5400c097f4765e59$export$5d8dc44abd10a920);
	let state = dateFieldState ?? timeFieldState;
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement($3a442827418ebe87$export$eb2fcfdbd7ba97d4, {
		...props,
		ref,
		slot: props.slot || void 0,
		className: className ?? "react-aria-DateInput",
		isReadOnly: state.isReadOnly,
		isInvalid: state.isInvalid,
		isDisabled: state.isDisabled
	}, state.segments.map((segment, i) => /*#__PURE__*/ (0, import_react.cloneElement)(children(segment), { key: i }))), /*#__PURE__*/ import_react.createElement($41fb335299a4a39e$export$f5b8910cec6cf069, { className: "" }));
});
var $5400c097f4765e59$export$336ab7fa954c4b5f = /*#__PURE__*/ (0, import_react.forwardRef)(function DateSegment({ segment, ...otherProps }, ref) {
	let dateFieldState = (0, import_react.useContext)($5400c097f4765e59$export$3b08bebcf796eea0);
	let timeFieldState = (0, import_react.useContext)($5400c097f4765e59$export$5d8dc44abd10a920);
	let state = dateFieldState ?? timeFieldState;
	let domRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let { segmentProps } = $d51706f903be7eab$export$1315d136e6f7581(segment, state, domRef);
	let { focusProps, isFocused, isFocusVisible } = $0c4a58759813079a$export$4e328f61c538687f();
	let { hoverProps, isHovered } = $e969f22b6713ca4a$export$ae780daf29e6d456({
		...otherProps,
		isDisabled: state.isDisabled || segment.type === "literal"
	});
	let renderProps = $7230ffa83bc0c2cf$export$4d86445c2cf5e3({
		...otherProps,
		values: {
			...segment,
			isReadOnly: state.isReadOnly,
			isInvalid: state.isInvalid,
			isDisabled: state.isDisabled,
			isHovered,
			isFocused,
			isFocusVisible
		},
		defaultChildren: segment.text,
		defaultClassName: "react-aria-DateSegment"
	});
	return /*#__PURE__*/ import_react.createElement($7230ffa83bc0c2cf$export$df3a06d6289f983e.span, {
		...$bbaa08b3cd72f041$export$9d1611c77c2fe928($8e9d2fae0ecb9001$export$457c3d6518dd4c6f(otherProps, { global: true }), segmentProps, focusProps, hoverProps),
		...renderProps,
		style: segmentProps.style,
		ref: domRef,
		"data-placeholder": segment.isPlaceholder || void 0,
		"data-invalid": state.isInvalid || void 0,
		"data-readonly": state.isReadOnly || void 0,
		"data-disabled": state.isDisabled || void 0,
		"data-type": segment.type,
		"data-hovered": isHovered || void 0,
		"data-focused": isFocused || void 0,
		"data-focus-visible": isFocusVisible || void 0
	});
});
// libs/ui/src/components/DateField/DateField.css.ts
var dateFieldInput = "zj14h20";
var dateFieldSegment = "zj14h21";
// libs/ui/src/components/DateField/DateField.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A date typed segment by segment, on react-aria's `DateField` (values from
* `@internationalized/date`). The order and names of the segments follow the locale, which the app
* provides once with `<I18nProvider locale="ru-RU">` (ДД.ММ.ГГГГ).
*/
function DateFieldInner({ label, description, errorMessage, size, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($5400c097f4765e59$export$d9781c7894a82487, {
		...props,
		ref,
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($5400c097f4765e59$export$7edc06cf1783b30f, {
				className: `${fieldInput({ size })} ${dateFieldInput}`,
				children: (segment) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($5400c097f4765e59$export$336ab7fa954c4b5f, {
					segment,
					className: dateFieldSegment
				})
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
}
var DateField = (0, import_react.forwardRef)(DateFieldInner);
// libs/ui/src/components/PasswordField/PasswordField.css.ts
var passwordGroup = "_1hz1xuu0";
var passwordInput = "_1hz1xuu1";
var passwordToggle = "_1hz1xuu2";
// libs/ui/src/components/PasswordField/PasswordField.tsx
/** A password field: a react-aria `TextField` whose button shows or hides what is typed. */
var PasswordField = (0, import_react.forwardRef)(function PasswordField({ label, description, errorMessage, placeholder, size, className, isDisabled, ...props }, ref) {
	const [isVisible, setVisible] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($b8dcdc58eeae0d40$export$2c73285ae9390cec, {
		autoComplete: "current-password",
		...props,
		isDisabled,
		type: isVisible ? "text" : "password",
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: passwordGroup,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
					ref,
					placeholder,
					className: `${fieldInput({ size })} ${passwordInput}`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
					className: passwordToggle,
					"aria-label": isVisible ? "Скрыть пароль" : "Показать пароль",
					isDisabled,
					onPress: () => setVisible((visible) => !visible),
					children: isVisible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeOff, {
						size: "1.1em",
						"aria-hidden": true
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
						size: "1.1em",
						"aria-hidden": true
					})
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
			})
		]
	});
});
// node_modules/react-hook-form/dist/index.esm.mjs
var isCheckBoxInput = (element) => element.type === "checkbox";
var isFileInput = (element) => element.type === "file";
var isDateObject = (value) => value instanceof Date;
var isNullOrUndefined = (value) => value == null;
var isObjectType = (value) => typeof value === "object";
var isObject = (value) => !isNullOrUndefined(value) && !Array.isArray(value) && isObjectType(value) && !isDateObject(value);
var getEventValue = (event) => isObject(event) && event.target ? isCheckBoxInput(event.target) ? event.target.checked : isFileInput(event.target) ? event.target.files : event.target.value : event;
var FIELD_PATH_RE = /[.[\]'"]/;
var stringToPath = (input) => input.split(FIELD_PATH_RE).filter(Boolean);
function getNullAncestorValue(control, name) {
	const segments = stringToPath(name);
	let formValues = control._formValues;
	let defaultValues = control._defaultValues;
	for (let i = 0; i < segments.length - 1; i++) {
		const key = segments[i];
		formValues = formValues == null ? formValues : formValues[key];
		defaultValues = defaultValues == null ? defaultValues : defaultValues[key];
		if (formValues === null || defaultValues === null) return null;
	}
}
var isNameInFieldArray = (names, name) => name.split(".").some((part, index, arr) => !isNaN(Number(part)) && names.has(arr.slice(0, index).join(".")));
var isWeb = typeof window !== "undefined" && typeof window.HTMLElement !== "undefined" && typeof document !== "undefined";
function cloneObject(data) {
	if (data === null || typeof data !== "object") return data;
	if (data instanceof Date) return new Date(data);
	const isBlobInstance = typeof Blob !== "undefined" && data instanceof Blob;
	const isFileListInstance = typeof FileList !== "undefined" && data instanceof FileList;
	if (isWeb && (isBlobInstance || isFileListInstance)) return data;
	const isArray = Array.isArray(data);
	const prototype = Object.getPrototypeOf(data);
	if (!isArray && prototype && prototype.constructor !== Object) return data;
	const copy = isArray ? new Array(data.length) : Object.create(prototype);
	for (const key in data) if (Object.prototype.hasOwnProperty.call(data, key)) copy[key] = cloneObject(data[key]);
	return copy;
}
var EVENTS = {
	BLUR: "blur",
	FOCUS_OUT: "focusout",
	CHANGE: "change",
	SUBMIT: "submit",
	TRIGGER: "trigger",
	VALID: "valid"
};
var VALIDATION_MODE = {
	onBlur: "onBlur",
	onChange: "onChange",
	onSubmit: "onSubmit",
	onTouched: "onTouched",
	all: "all"
};
var INPUT_VALIDATION_RULES = {
	max: "max",
	min: "min",
	maxLength: "maxLength",
	minLength: "minLength",
	pattern: "pattern",
	required: "required",
	validate: "validate"
};
var REGISTER_VALIDATION_RULES = [
	INPUT_VALIDATION_RULES.required,
	INPUT_VALIDATION_RULES.min,
	INPUT_VALIDATION_RULES.max,
	INPUT_VALIDATION_RULES.minLength,
	INPUT_VALIDATION_RULES.maxLength,
	INPUT_VALIDATION_RULES.pattern,
	INPUT_VALIDATION_RULES.validate
];
var FORM_ERROR_TYPE = "form";
var ROOT_ERROR_TYPE = "root";
var PROTOTYPE_KEYWORDS = [
	"__proto__",
	"constructor",
	"prototype"
];
var IS_KEY_RE = /^\w*$/;
var isKey = (value) => IS_KEY_RE.test(value);
var isUndefined = (val) => val === void 0;
var get = (object, path, defaultValue) => {
	if (!path || !isObject(object)) return defaultValue;
	const paths = isKey(path) ? [path] : stringToPath(path);
	if (paths.some((key) => PROTOTYPE_KEYWORDS.includes(key))) return defaultValue;
	const result = paths.reduce((result, key) => {
		return isNullOrUndefined(result) ? void 0 : result[key];
	}, object);
	return isUndefined(result) || result === object ? isUndefined(object[path]) ? defaultValue : object[path] : result;
};
var isBoolean = (value) => typeof value === "boolean";
var isFunction = (value) => typeof value === "function";
var set = (object, path, value) => {
	let index = -1;
	const tempPath = isKey(path) ? [path] : stringToPath(path);
	const length = tempPath.length;
	const lastIndex = length - 1;
	while (++index < length) {
		const key = tempPath[index];
		let newValue = value;
		if (index !== lastIndex) {
			const objValue = object[key];
			newValue = isObject(objValue) || Array.isArray(objValue) ? objValue : !isNaN(+tempPath[index + 1]) ? [] : {};
		}
		if (PROTOTYPE_KEYWORDS.includes(key)) return;
		object[key] = newValue;
		object = object[key];
	}
};
/**
* Separate context for `control` to prevent unnecessary rerenders.
* Internal hooks that only need control use this instead of full form context.
*/
var HookFormControlContext = import_react.createContext(null);
HookFormControlContext.displayName = "HookFormControlContext";
/**
* @internal Internal hook to access only control from context.
*/
var useFormControlContext = () => import_react.useContext(HookFormControlContext);
var getProxyFormState = (formState, control, localProxyFormState, isRoot = true) => {
	const result = {};
	for (const key in formState) Object.defineProperty(result, key, { get: () => {
		const _key = key;
		if (control._proxyFormState[_key] !== VALIDATION_MODE.all) control._proxyFormState[_key] = !isRoot || VALIDATION_MODE.all;
		localProxyFormState && (localProxyFormState[_key] = true);
		return formState[_key];
	} });
	return result;
};
var useIsomorphicLayoutEffect = typeof window !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
var isPlainObject = (tempObject) => {
	const prototypeCopy = tempObject.constructor && tempObject.constructor.prototype;
	return isObject(prototypeCopy) && prototypeCopy.hasOwnProperty("isPrototypeOf");
};
var isPrimitive = (value) => isNullOrUndefined(value) || !isObjectType(value);
var isEmptyObjectWithCustomPrototype = (object, keys) => keys.length === 0 && !Array.isArray(object) && Object.getPrototypeOf(object) !== null && !isPlainObject(object);
function deepEqual(object1, object2, isErrorObject = false, visited = /* @__PURE__ */ new WeakMap()) {
	if (object1 === object2) return true;
	if (isPrimitive(object1) || isPrimitive(object2)) return Object.is(object1, object2);
	if (isDateObject(object1) && isDateObject(object2)) return Object.is(object1.getTime(), object2.getTime());
	if (Array.isArray(object1) && Array.isArray(object2) && object1.length !== object2.length) return false;
	const keys1 = Object.keys(object1);
	const keys2 = Object.keys(object2);
	if (keys1.length !== keys2.length) return false;
	if (isEmptyObjectWithCustomPrototype(object1, keys1) || isEmptyObjectWithCustomPrototype(object2, keys2)) return Object.is(object1, object2);
	if (!keys1.length && Array.isArray(object1) !== Array.isArray(object2)) return false;
	const visitedPairs = visited.get(object1);
	if (visitedPairs && visitedPairs.has(object2)) return true;
	if (visitedPairs) visitedPairs.add(object2);
	else {
		const ws = /* @__PURE__ */ new WeakSet();
		ws.add(object2);
		visited.set(object1, ws);
	}
	for (const key of keys1) {
		const val1 = object1[key];
		if (!Object.prototype.hasOwnProperty.call(object2, key)) return false;
		if (!isErrorObject || key !== "ref") {
			const val2 = object2[key];
			if (isDateObject(val1) && isDateObject(val2) || (isObject(val1) || Array.isArray(val1)) && (isObject(val2) || Array.isArray(val2)) ? !deepEqual(val1, val2, isErrorObject, visited) : !Object.is(val1, val2)) return false;
		}
	}
	return true;
}
var cloneFormState = ({ defaultValues, ...formState }) => ({
	...cloneObject(formState),
	defaultValues
});
function useResyncOnReconnect(getInitialValue, clone = cloneObject) {
	const _connected = import_react.useRef(false);
	const _initialized = import_react.useRef(false);
	const _prevValue = import_react.useRef(void 0);
	const _renderCount = import_react.useRef(0);
	_renderCount.current++;
	if (!_initialized.current && getInitialValue) {
		_initialized.current = true;
		_prevValue.current = clone(getInitialValue());
	}
	return {
		resyncIfNeeded: import_react.useCallback((enabled, getCurrentValue, setValue) => {
			if (enabled && (_connected.current || _initialized.current && _renderCount.current > 1)) {
				const currentValue = getCurrentValue();
				if (!deepEqual(_prevValue.current, currentValue)) setValue(currentValue);
			}
			_connected.current = true;
		}, []),
		snapshot: import_react.useCallback((enabled, getCurrentValue) => {
			if (enabled) _prevValue.current = clone(getCurrentValue());
		}, [clone])
	};
}
/**
* Subscribes to form state with re-renders isolated to this hook.
* Optionally scope to specific field names to minimize re-render surface.
*
* @see [API](https://react-hook-form.com/docs/useformstate)
*
* @example
* ```tsx
* const { errors, isDirty } = useFormState({ control, name: "email" });
* ```
*/
function useFormState(props) {
	const formControl = useFormControlContext();
	const { control = formControl, disabled, name, exact } = props || {};
	const getCurrentFormState = () => ({
		...control._formState,
		defaultValues: control._defaultValues
	});
	const [formState, updateFormState] = import_react.useState(getCurrentFormState);
	const _localProxyFormState = import_react.useRef({
		isDirty: false,
		isLoading: false,
		dirtyFields: false,
		touchedFields: false,
		validatingFields: false,
		isValidating: false,
		isValid: false,
		errors: false
	});
	const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
	useIsomorphicLayoutEffect(() => {
		resyncIfNeeded(!disabled, getCurrentFormState, updateFormState);
		const unsubscribe = control._subscribe({
			name,
			formState: _localProxyFormState.current,
			exact,
			callback: (formState) => {
				!disabled && updateFormState({
					...control._formState,
					...formState,
					defaultValues: control._defaultValues
				});
			}
		});
		return () => {
			unsubscribe();
			snapshot(!disabled, getCurrentFormState);
		};
	}, [
		control,
		name,
		disabled,
		exact,
		resyncIfNeeded,
		snapshot
	]);
	import_react.useEffect(() => {
		_localProxyFormState.current.isValid && control._setValid(true);
	}, [control]);
	return import_react.useMemo(() => getProxyFormState(formState, control, _localProxyFormState.current, false), [formState, control]);
}
var isString = (value) => typeof value === "string";
var generateWatchOutput = (names, _names, formValues, isGlobal, defaultValue) => {
	if (isString(names)) {
		isGlobal && _names.watch.add(names);
		return get(formValues, names, defaultValue);
	}
	if (Array.isArray(names)) return names.map((fieldName) => (isGlobal && _names.watch.add(fieldName), get(formValues, fieldName, get(defaultValue, fieldName))));
	isGlobal && (_names.watchAll = true);
	return formValues;
};
/**
* Subscribes to field value changes and isolates re-renders to the hook level.
*
* @see [API](https://react-hook-form.com/docs/usewatch)
*
* @example
* ```tsx
* const email = useWatch({ control, name: "email" });
* const all   = useWatch({ control });
* const adult = useWatch({ control, name: "age", compute: (v) => v >= 18 });
* ```
*/
function useWatch(props) {
	const formControl = useFormControlContext();
	const { control = formControl, name, defaultValue, disabled, exact, compute } = props || {};
	const _defaultValue = import_react.useRef(defaultValue);
	const _compute = import_react.useRef(compute);
	const _prevControl = import_react.useRef(control);
	const _prevName = import_react.useRef(name);
	_compute.current = compute;
	const getInitialOutput = () => {
		const defaultValue = control._getWatch(name, _defaultValue.current);
		return _compute.current ? _compute.current(defaultValue) : defaultValue;
	};
	const [value, updateValue] = import_react.useState(getInitialOutput);
	const _computeFormValues = import_react.useRef(value);
	const getCurrentOutput = import_react.useCallback((values) => {
		const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
		return _compute.current ? _compute.current(formValues) : formValues;
	}, [
		control._formValues,
		control._names,
		name
	]);
	const refreshValue = import_react.useCallback((values) => {
		if (!disabled) {
			const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
			if (_compute.current) {
				const computedFormValues = _compute.current(formValues);
				if (!deepEqual(computedFormValues, _computeFormValues.current)) {
					updateValue(computedFormValues);
					_computeFormValues.current = computedFormValues;
				}
			} else {
				updateValue(formValues);
				_computeFormValues.current = formValues;
			}
		}
	}, [
		control._formValues,
		control._names,
		disabled,
		name
	]);
	const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getInitialOutput);
	const _refreshValue = import_react.useRef(refreshValue);
	_refreshValue.current = refreshValue;
	const _getCurrentOutput = import_react.useRef(getCurrentOutput);
	_getCurrentOutput.current = getCurrentOutput;
	useIsomorphicLayoutEffect(() => {
		if (_prevControl.current !== control || !deepEqual(_prevName.current, name)) {
			_prevControl.current = control;
			_prevName.current = name;
			_refreshValue.current();
		} else resyncIfNeeded(!disabled, () => _getCurrentOutput.current(), (currentValue) => {
			const nextValue = cloneObject(currentValue);
			updateValue(nextValue);
			_computeFormValues.current = nextValue;
		});
		const unsubscribe = control._subscribe({
			name,
			formState: { values: true },
			exact,
			callback: (formState) => {
				_refreshValue.current(formState.values);
			}
		});
		return () => {
			unsubscribe();
			snapshot(!disabled, () => _getCurrentOutput.current());
		};
	}, [
		control,
		exact,
		name,
		disabled,
		resyncIfNeeded,
		snapshot
	]);
	import_react.useEffect(() => control._removeUnmounted());
	const controlChanged = _prevControl.current !== control;
	const prevName = _prevName.current;
	const nameChanged = import_react.useMemo(() => !controlChanged && !deepEqual(prevName, name), [
		controlChanged,
		name,
		prevName
	]);
	if (controlChanged || nameChanged) _defaultValue.current = defaultValue;
	return !disabled && (controlChanged || nameChanged) ? getCurrentOutput() : value;
}
/**
* Hook for controlled inputs. Returns `field`, `fieldState`, and `formState`.
* Re-renders are isolated to the hook level.
*
* @see [API](https://react-hook-form.com/docs/usecontroller)
*
* @example
* ```tsx
* const { field, fieldState } = useController({ control, name: "email" });
* return <input {...field} />;
* ```
*/
function useController(props) {
	const formControl = useFormControlContext();
	const { name, disabled, control = formControl, shouldUnregister, defaultValue, exact = true } = props;
	const isArrayField = isNameInFieldArray(control._names.array, name);
	const value = useWatch({
		control,
		name,
		defaultValue: import_react.useMemo(() => {
			const resolved = get(control._formValues, name, get(control._defaultValues, name, defaultValue));
			return isUndefined(resolved) ? getNullAncestorValue(control, name) : resolved;
		}, [
			control,
			name,
			defaultValue
		]),
		exact
	});
	const formState = useFormState({
		control,
		name,
		exact
	});
	const _props = import_react.useRef(props);
	const _shouldUnregister = import_react.useRef(shouldUnregister);
	const _proxyRef = import_react.useRef(null);
	const _registeredName = import_react.useRef(void 0);
	const _registerProps = import_react.useRef(control.register(name, {
		...props.rules,
		value: _registeredName.current === name && !get(control._fields, name) ? void 0 : value,
		...isBoolean(props.disabled) ? { disabled: props.disabled } : {}
	}));
	_registeredName.current = name;
	_props.current = props;
	const fieldState = import_react.useMemo(() => Object.defineProperties({}, {
		invalid: {
			enumerable: true,
			get: () => !!get(formState.errors, name)
		},
		isDirty: {
			enumerable: true,
			get: () => !!get(formState.dirtyFields, name)
		},
		isTouched: {
			enumerable: true,
			get: () => !!get(formState.touchedFields, name)
		},
		isValidating: {
			enumerable: true,
			get: () => !!get(formState.validatingFields, name)
		},
		error: {
			enumerable: true,
			get: () => get(formState.errors, name)
		}
	}), [formState, name]);
	const onChange = import_react.useCallback((event) => {
		const value = getEventValue(event);
		if (!get(control._fields, name)) _registerProps.current = control.register(name, {
			..._props.current.rules,
			value
		});
		return _registerProps.current.onChange({
			target: {
				value: getEventValue(event),
				name
			},
			type: EVENTS.CHANGE
		});
	}, [name, control]);
	const onBlur = import_react.useCallback(() => {
		const value = get(control._formValues, name);
		if (!get(control._fields, name)) _registerProps.current = control.register(name, {
			..._props.current.rules,
			value
		});
		return _registerProps.current.onBlur({
			target: {
				value,
				name
			},
			type: EVENTS.BLUR
		});
	}, [name, control]);
	const ref = import_react.useCallback((elm) => {
		if (elm) _proxyRef.current = {
			focus: () => isFunction(elm.focus) && elm.focus(),
			select: () => isFunction(elm.select) && elm.select(),
			setCustomValidity: (message) => isFunction(elm.setCustomValidity) && elm.setCustomValidity(message),
			reportValidity: () => isFunction(elm.reportValidity) && elm.reportValidity()
		};
		const field = get(control._fields, name);
		if (field && field._f && elm) {
			field._f.ref = _proxyRef.current;
			field._f._c = true;
		}
	}, [control._fields, name]);
	const field = import_react.useMemo(() => ({
		name,
		value,
		...isBoolean(disabled) || formState.disabled ? { disabled: formState.disabled || disabled } : {},
		onChange,
		onBlur,
		ref
	}), [
		name,
		disabled,
		formState.disabled,
		onChange,
		onBlur,
		ref,
		value
	]);
	import_react.useEffect(() => {
		_shouldUnregister.current = shouldUnregister;
		if (control._options.shouldUnregister || shouldUnregister) {
			const value = cloneObject(get(shouldUnregister ? control._defaultValues : control._options.values || control._defaultValues, name, get(control._options.defaultValues, name, _props.current.defaultValue)));
			set(control._defaultValues, name, value);
			if (isUndefined(get(control._formValues, name))) set(control._formValues, name, value);
		} else if (!isArrayField && !isUndefined(_props.current.defaultValue) && isUndefined(get(control._defaultValues, name))) {
			set(control._defaultValues, name, cloneObject(_props.current.defaultValue));
			control._subjects.state.next({ defaultValues: control._defaultValues });
		}
	}, [
		control,
		name,
		isArrayField,
		shouldUnregister
	]);
	import_react.useEffect(() => {
		_registerProps.current = control.register(name, {
			..._props.current.rules,
			...isBoolean(_props.current.disabled) ? { disabled: _props.current.disabled } : {}
		});
		const updateMounted = (name, value) => {
			const field = get(control._fields, name);
			if (field && field._f) {
				field._f.mount = value;
				field._f._c = value;
			}
		};
		updateMounted(name, true);
		!isArrayField && control.register(name, {
			..._props.current.rules,
			...isBoolean(_props.current.disabled) ? { disabled: _props.current.disabled } : {}
		});
		if (_proxyRef.current) {
			const field = get(control._fields, name);
			if (field && field._f) field._f.ref = _proxyRef.current;
		}
		return () => {
			const shouldUnregisterField = control._options.shouldUnregister || _shouldUnregister.current;
			(isArrayField ? shouldUnregisterField && !control._state.action : shouldUnregisterField) ? control.unregister(name) : updateMounted(name, false);
		};
	}, [
		name,
		control,
		isArrayField
	]);
	import_react.useEffect(() => {
		control._setDisabledField({
			disabled,
			name
		});
	}, [
		disabled,
		name,
		control
	]);
	return import_react.useMemo(() => ({
		field,
		formState,
		fieldState
	}), [
		field,
		formState,
		fieldState
	]);
}
/**
* Component wrapper around `useController` for controlled inputs.
*
* @see [API](https://react-hook-form.com/docs/usecontroller/controller)
*
* @example
* ```tsx
* <Controller
*   control={control}
*   name="test"
*   render={({ field, fieldState, formState }) => <input {...field} />}
* />
* ```
*/
var Controller = (props) => props.render(useController(props));
var generateId = () => typeof crypto !== "undefined" && crypto.randomUUID ? crypto.randomUUID() : "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (c) => {
	const r = Math.random() * 16 | 0;
	return (c === "x" ? r : r & 3 | 8).toString(16);
});
var getFocusFieldName = (name, index, options = {}) => options.shouldFocus || isUndefined(options.shouldFocus) ? options.focusName || `${name}.${isUndefined(options.focusIndex) ? index : options.focusIndex}.` : "";
var getValidationModes = (mode) => ({
	isOnSubmit: !mode || mode === VALIDATION_MODE.onSubmit,
	isOnBlur: mode === VALIDATION_MODE.onBlur,
	isOnChange: mode === VALIDATION_MODE.onChange,
	isOnAll: mode === VALIDATION_MODE.all,
	isOnTouch: mode === VALIDATION_MODE.onTouched
});
var isWatched = (name, _names, isBlurEvent) => {
	if (isBlurEvent) return false;
	if (_names.watchAll || _names.watch.has(name)) return true;
	for (const watchName of _names.watch) if (name.startsWith(watchName) && name.charAt(watchName.length) === ".") return true;
	return false;
};
var iterateFieldsByAction = (fields, action, fieldsNames) => {
	var _a;
	for (const key of fieldsNames || Object.keys(fields)) {
		if (key === "_f") continue;
		const field = fieldsNames ? get(fields, key) : fields[key];
		if (field) {
			const { _f } = field;
			if (_f) {
				const groupRef = (_a = _f.refs) === null || _a === void 0 ? void 0 : _a.find((ref) => !ref.disabled);
				if (groupRef && action(groupRef, _f.name)) return true;
				else if (_f.ref && action(_f.ref, _f.name)) return true;
				else if (iterateFieldsByAction(field, action)) return true;
			} else if (isObject(field) || Array.isArray(field)) {
				if (iterateFieldsByAction(field, action)) return true;
			}
		}
	}
};
var updateFieldArrayRootError = (errors, error, name) => {
	const existingErrors = get(errors, name);
	const fieldArrayErrors = Array.isArray(existingErrors) ? existingErrors : [];
	set(fieldArrayErrors, ROOT_ERROR_TYPE, get(error[name], ROOT_ERROR_TYPE, error[name]));
	set(errors, name, fieldArrayErrors);
	return errors;
};
var isEmptyObject = (value) => isObject(value) && !Object.keys(value).length;
var isHTMLElement = (value) => {
	if (!isWeb) return false;
	const owner = value ? value.ownerDocument : 0;
	return value instanceof (owner && owner.defaultView ? owner.defaultView.HTMLElement : HTMLElement);
};
var isRadioInput = (element) => element.type === "radio";
var isRegex = (value) => value instanceof RegExp;
var appendErrors = (name, validateAllFieldCriteria, errors, type, message) => validateAllFieldCriteria ? {
	...errors[name],
	types: {
		...errors[name] && errors[name].types ? errors[name].types : {},
		[type]: message || true
	}
} : {};
var defaultResult = {
	value: false,
	isValid: false
};
var validResult = {
	value: true,
	isValid: true
};
var getCheckboxValue = (options) => {
	if (!Array.isArray(options)) return defaultResult;
	if (options.length > 1) {
		const values = options.filter((option) => option && option.checked && !option.disabled).map((option) => option.value);
		return {
			value: values,
			isValid: !!values.length
		};
	}
	const option = options[0];
	if (!option || !option.checked || option.disabled) return defaultResult;
	if (!option.attributes || !("value" in option.attributes)) return validResult;
	return isUndefined(option.value) || option.value === "" ? validResult : {
		value: option.value,
		isValid: true
	};
};
var defaultReturn = {
	isValid: false,
	value: null
};
var getRadioValue = (options) => Array.isArray(options) ? options.reduce((previous, option) => option && option.checked && !option.disabled ? {
	isValid: true,
	value: option.value
} : previous, defaultReturn) : defaultReturn;
function getValidateError(result, ref, type = "validate") {
	if (isString(result) || Array.isArray(result) && !!result.length && result.every(isString) || isBoolean(result) && !result) return {
		type,
		message: isString(result) ? result : "",
		ref
	};
}
var getValueAndMessage = (validationData) => isObject(validationData) && !isRegex(validationData) ? validationData : {
	value: validationData,
	message: ""
};
var validateField = async (field, disabledFieldNames, formValues, validateAllFieldCriteria, shouldUseNativeValidation, isFieldArray) => {
	const { ref, refs, required, maxLength, minLength, min, max, pattern, validate, name, valueAsNumber, mount, _c } = field._f;
	const inputValue = get(formValues, name);
	if (!mount || disabledFieldNames.has(name)) return {};
	const inputRef = refs ? refs[0] : ref;
	const setCustomValidity = (message) => {
		if (shouldUseNativeValidation && inputRef.reportValidity) {
			const validityMessage = isBoolean(message) ? "" : message || "";
			if (refs) refs.forEach((ref) => isFunction(ref.setCustomValidity) && ref.setCustomValidity(validityMessage));
			else inputRef.setCustomValidity(validityMessage);
			inputRef.reportValidity();
		}
	};
	const error = {};
	const isRadio = !_c && isRadioInput(ref);
	const isCheckBox = !_c && isCheckBoxInput(ref);
	const isRadioOrCheckbox = isRadio || isCheckBox;
	const isEmpty = (valueAsNumber || isFileInput(ref)) && isUndefined(ref.value) && isUndefined(inputValue) || isHTMLElement(ref) && ref.value === "" && !_c || inputValue === "" || Array.isArray(inputValue) && !inputValue.length;
	const appendErrorsCurry = appendErrors.bind(null, name, validateAllFieldCriteria, error);
	const getMinMaxMessage = (exceedMax, maxLengthMessage, minLengthMessage, maxType = INPUT_VALIDATION_RULES.maxLength, minType = INPUT_VALIDATION_RULES.minLength) => {
		const message = exceedMax ? maxLengthMessage : minLengthMessage;
		error[name] = {
			type: exceedMax ? maxType : minType,
			message,
			ref,
			...appendErrorsCurry(exceedMax ? maxType : minType, message)
		};
	};
	if (isFieldArray ? !Array.isArray(inputValue) || !inputValue.length : required && (!isRadioOrCheckbox && (isEmpty || isNullOrUndefined(inputValue)) || isBoolean(inputValue) && !inputValue || isCheckBox && !getCheckboxValue(refs).isValid || isRadio && !getRadioValue(refs).isValid)) {
		const { value, message } = isString(required) ? {
			value: !!required,
			message: required
		} : getValueAndMessage(required);
		if (value) {
			error[name] = {
				type: INPUT_VALIDATION_RULES.required,
				message,
				ref: inputRef,
				...appendErrorsCurry(INPUT_VALIDATION_RULES.required, message)
			};
			if (!validateAllFieldCriteria) {
				setCustomValidity(message);
				return error;
			}
		}
	}
	if (!isEmpty && (!isNullOrUndefined(min) || !isNullOrUndefined(max))) {
		let exceedMax;
		let exceedMin;
		const maxOutput = getValueAndMessage(max);
		const minOutput = getValueAndMessage(min);
		if (!isNullOrUndefined(inputValue) && !isDateObject(inputValue) && !isNaN(inputValue)) {
			const valueNumber = !_c && ref.valueAsNumber || (inputValue ? +inputValue : inputValue);
			if (!isNullOrUndefined(maxOutput.value)) exceedMax = valueNumber > maxOutput.value;
			if (!isNullOrUndefined(minOutput.value)) exceedMin = valueNumber < minOutput.value;
		} else {
			const valueDate = !_c && ref.valueAsDate || new Date(inputValue);
			const convertTimeToDate = (time) => /* @__PURE__ */ new Date((/* @__PURE__ */ new Date()).toDateString() + " " + time);
			const isTime = ref.type == "time";
			const isWeek = ref.type == "week";
			if (isString(maxOutput.value) && inputValue) exceedMax = isTime ? convertTimeToDate(inputValue) > convertTimeToDate(maxOutput.value) : isWeek ? inputValue > maxOutput.value : valueDate > new Date(maxOutput.value);
			if (isString(minOutput.value) && inputValue) exceedMin = isTime ? convertTimeToDate(inputValue) < convertTimeToDate(minOutput.value) : isWeek ? inputValue < minOutput.value : valueDate < new Date(minOutput.value);
		}
		if (exceedMax || exceedMin) {
			getMinMaxMessage(!!exceedMax, maxOutput.message, minOutput.message, INPUT_VALIDATION_RULES.max, INPUT_VALIDATION_RULES.min);
			if (!validateAllFieldCriteria) {
				setCustomValidity(error[name].message);
				return error;
			}
		}
	}
	if ((!isNullOrUndefined(maxLength) || !isNullOrUndefined(minLength)) && !isEmpty && (isString(inputValue) || isFieldArray && Array.isArray(inputValue))) {
		const maxLengthOutput = getValueAndMessage(maxLength);
		const minLengthOutput = getValueAndMessage(minLength);
		const exceedMax = !isNullOrUndefined(maxLengthOutput.value) && inputValue.length > +maxLengthOutput.value;
		const exceedMin = !isNullOrUndefined(minLengthOutput.value) && inputValue.length < +minLengthOutput.value;
		if (exceedMax || exceedMin) {
			getMinMaxMessage(exceedMax, maxLengthOutput.message, minLengthOutput.message);
			if (!validateAllFieldCriteria) {
				setCustomValidity(error[name].message);
				return error;
			}
		}
	}
	if (pattern && !isEmpty && isString(inputValue)) {
		const { value: patternValue, message } = getValueAndMessage(pattern);
		if (isRegex(patternValue) && !inputValue.match(patternValue)) {
			error[name] = {
				type: INPUT_VALIDATION_RULES.pattern,
				message,
				ref,
				...appendErrorsCurry(INPUT_VALIDATION_RULES.pattern, message)
			};
			if (!validateAllFieldCriteria) {
				setCustomValidity(message);
				return error;
			}
		}
	}
	if (validate) {
		if (isFunction(validate)) {
			const validateError = getValidateError(await validate(inputValue, formValues), inputRef);
			if (validateError) {
				error[name] = {
					...validateError,
					...appendErrorsCurry(INPUT_VALIDATION_RULES.validate, validateError.message)
				};
				if (!validateAllFieldCriteria) {
					setCustomValidity(validateError.message);
					return error;
				}
			}
		} else if (isObject(validate)) {
			let validationResult = {};
			for (const key in validate) {
				if (!isEmptyObject(validationResult) && !validateAllFieldCriteria) break;
				const validateError = getValidateError(await validate[key](inputValue, formValues), inputRef, key);
				if (validateError) {
					validationResult = {
						...validateError,
						...appendErrorsCurry(key, validateError.message)
					};
					if (!validateAllFieldCriteria) setCustomValidity(validateError.message);
					if (validateAllFieldCriteria) error[name] = validationResult;
				}
			}
			if (!isEmptyObject(validationResult)) {
				error[name] = {
					ref: inputRef,
					...validationResult
				};
				if (!validateAllFieldCriteria) return error;
			}
		}
	}
	const fieldError = error[name];
	setCustomValidity(fieldError ? fieldError.message : true);
	return error;
};
var convertToArrayPayload = (value) => Array.isArray(value) ? value : [value];
var appendAt = (data, value) => [...data, ...convertToArrayPayload(value)];
var fillEmptyArray = (value) => Array.isArray(value) ? value.map(() => void 0) : void 0;
function insert(data, index, value) {
	return [
		...data.slice(0, index),
		...convertToArrayPayload(value),
		...data.slice(index)
	];
}
var moveArrayAt = (data, from, to) => {
	if (!Array.isArray(data)) return [];
	if (isUndefined(data[to])) data[to] = void 0;
	data.splice(to, 0, data.splice(from, 1)[0]);
	return data;
};
var prependAt = (data, value) => [...convertToArrayPayload(value), ...convertToArrayPayload(data)];
var compact = (value) => Array.isArray(value) ? value.filter(Boolean) : [];
function removeAtIndexes(data, indexes) {
	let i = 0;
	const temp = [...data];
	for (const index of indexes) {
		temp.splice(index - i, 1);
		i++;
	}
	return compact(temp).length ? temp : [];
}
var removeArrayAt = (data, index) => isUndefined(index) ? [] : removeAtIndexes(data, [...new Set(convertToArrayPayload(index))].sort((a, b) => a - b));
var swapArrayAt = (data, indexA, indexB) => {
	[data[indexA], data[indexB]] = [data[indexB], data[indexA]];
};
function baseGet(object, updatePath) {
	const length = updatePath.length - 1;
	let index = 0;
	while (index < length) {
		if (isNullOrUndefined(object)) {
			object = void 0;
			break;
		}
		object = object[updatePath[index]];
		index++;
	}
	return object;
}
function isEmptyArray(obj) {
	for (const key in obj) if (obj.hasOwnProperty(key) && !isUndefined(obj[key])) return false;
	return true;
}
function unset(object, path) {
	if (!isObject(object) && !Array.isArray(object)) return object;
	if (isString(path) && Object.prototype.hasOwnProperty.call(object, path)) {
		delete object[path];
		return object;
	}
	const paths = Array.isArray(path) ? path : isKey(path) ? [path] : stringToPath(path);
	if (paths.some((segment) => PROTOTYPE_KEYWORDS.includes(String(segment)))) return object;
	const childObject = paths.length === 1 ? object : baseGet(object, paths);
	const index = paths.length - 1;
	const key = paths[index];
	if (childObject && (isObject(childObject) || Array.isArray(childObject))) delete childObject[key];
	if (index !== 0 && (isObject(childObject) && isEmptyObject(childObject) || Array.isArray(childObject) && isEmptyArray(childObject))) unset(object, paths.slice(0, -1));
	return object;
}
var updateAt = (fieldValues, index, value) => {
	fieldValues[index] = value;
	return fieldValues;
};
/**
* Hook for dynamic field arrays. Provides `fields` and mutation methods:
* `append`, `prepend`, `remove`, `insert`, `swap`, `move`, `update`, `replace`.
*
* @see [API](https://react-hook-form.com/docs/usefieldarray)
*
* @example
* ```tsx
* const { fields, append } = useFieldArray({ control, name: "items" });
* return fields.map((f, i) => <input key={f.id} {...register(`items.${i}.name`)} />);
* ```
*/
function useFieldArray(props) {
	const formControl = useFormControlContext();
	const { control = formControl, name, keyName = "id", disabled, shouldUnregister, rules } = props;
	const getCurrentFieldArray = () => control._getFieldArray(name);
	const [fields, setFields] = import_react.useState(getCurrentFieldArray);
	const ids = import_react.useRef(control._getFieldArray(name).map(generateId));
	const _actioned = import_react.useRef(false);
	const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFieldArray);
	const _prevControl = import_react.useRef(control);
	const _prevName = import_react.useRef(name);
	const _rules = import_react.useRef({
		control,
		name,
		rules
	});
	if (!disabled) control._names.array.add(name);
	import_react.useMemo(() => {
		if (!disabled && fields) {
			if (rules || _rules.current.rules && _rules.current.control === control && _rules.current.name === name) control.register(name, rules);
			_rules.current = {
				control,
				name,
				rules
			};
		}
	}, [
		control,
		name,
		fields,
		rules,
		disabled
	]);
	useIsomorphicLayoutEffect(() => {
		if (disabled) return;
		if (_prevControl.current === control && _prevName.current === name) resyncIfNeeded(true, getCurrentFieldArray, (fieldValues) => {
			setFields(fieldValues);
			ids.current = fieldValues.map(generateId);
		});
		else {
			_prevControl.current = control;
			_prevName.current = name;
			const fieldValues = getCurrentFieldArray();
			if (!deepEqual(fields, fieldValues)) {
				setFields(fieldValues);
				ids.current = fieldValues.map(generateId);
			}
			snapshot(true, getCurrentFieldArray);
		}
		const unsubscribe = control._subjects.array.subscribe({ next: ({ values, name: fieldArrayName }) => {
			if (fieldArrayName === name || !fieldArrayName) {
				const fieldValues = get(values, name);
				if (Array.isArray(fieldValues)) {
					setFields(fieldValues);
					ids.current = fieldValues.map(generateId);
				} else if (!fieldArrayName) {
					setFields([]);
					ids.current = [];
				}
			}
		} }).unsubscribe;
		return () => {
			unsubscribe();
			snapshot(true, getCurrentFieldArray);
		};
	}, [
		control,
		name,
		disabled,
		resyncIfNeeded,
		snapshot
	]);
	const updateValues = import_react.useCallback((updatedFieldArrayValues) => {
		_actioned.current = true;
		control._setFieldArray(name, updatedFieldArrayValues);
	}, [control, name]);
	const append = (value, options) => {
		if (disabled) return;
		const appendValue = convertToArrayPayload(cloneObject(value));
		const updatedFieldArrayValues = appendAt(control._getFieldArray(name), appendValue);
		control._names.focus = getFocusFieldName(name, updatedFieldArrayValues.length - 1, options);
		ids.current = appendAt(ids.current, appendValue.map(generateId));
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		control._setFieldArray(name, updatedFieldArrayValues, appendAt, { argA: fillEmptyArray(value) });
	};
	const prepend = (value, options) => {
		if (disabled) return;
		const prependValue = convertToArrayPayload(cloneObject(value));
		const updatedFieldArrayValues = prependAt(control._getFieldArray(name), prependValue);
		control._names.focus = getFocusFieldName(name, 0, options);
		ids.current = prependAt(ids.current, prependValue.map(generateId));
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		control._setFieldArray(name, updatedFieldArrayValues, prependAt, { argA: fillEmptyArray(value) });
	};
	const remove = (index) => {
		if (disabled) return;
		const updatedFieldArrayValues = removeArrayAt(control._getFieldArray(name), index);
		ids.current = removeArrayAt(ids.current, index);
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		!Array.isArray(get(control._fields, name)) && set(control._fields, name, void 0);
		control._setFieldArray(name, updatedFieldArrayValues, removeArrayAt, { argA: index });
	};
	const insert$1 = (index, value, options) => {
		if (disabled) return;
		const insertValue = convertToArrayPayload(cloneObject(value));
		const updatedFieldArrayValues = insert(control._getFieldArray(name), index, insertValue);
		control._names.focus = getFocusFieldName(name, index, options);
		ids.current = insert(ids.current, index, insertValue.map(generateId));
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		control._setFieldArray(name, updatedFieldArrayValues, insert, {
			argA: index,
			argB: fillEmptyArray(value)
		});
	};
	const swap = (indexA, indexB) => {
		if (disabled) return;
		const updatedFieldArrayValues = control._getFieldArray(name);
		swapArrayAt(updatedFieldArrayValues, indexA, indexB);
		swapArrayAt(ids.current, indexA, indexB);
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		control._setFieldArray(name, updatedFieldArrayValues, swapArrayAt, {
			argA: indexA,
			argB: indexB
		}, false);
	};
	const move = (from, to) => {
		if (disabled) return;
		const updatedFieldArrayValues = control._getFieldArray(name);
		moveArrayAt(updatedFieldArrayValues, from, to);
		moveArrayAt(ids.current, from, to);
		updateValues(updatedFieldArrayValues);
		setFields(updatedFieldArrayValues);
		control._setFieldArray(name, updatedFieldArrayValues, moveArrayAt, {
			argA: from,
			argB: to
		}, false);
	};
	const update = (index, value) => {
		if (disabled) return;
		const updateValue = cloneObject(value);
		const updatedFieldArrayValues = updateAt(control._getFieldArray(name), index, updateValue);
		ids.current = [...updatedFieldArrayValues].map((item, i) => !item || i === index ? generateId() : ids.current[i]);
		updateValues(updatedFieldArrayValues);
		setFields([...updatedFieldArrayValues]);
		control._setFieldArray(name, updatedFieldArrayValues, updateAt, {
			argA: index,
			argB: fillEmptyArray(value)
		});
	};
	const replace = (value) => {
		if (disabled) return;
		const updatedFieldArrayValues = convertToArrayPayload(cloneObject(value));
		ids.current = updatedFieldArrayValues.map(generateId);
		updateValues([...updatedFieldArrayValues]);
		setFields([...updatedFieldArrayValues]);
		control._setFieldArray(name, [...updatedFieldArrayValues], (data) => Array.isArray(data) ? data.slice(0, updatedFieldArrayValues.length) : data, {});
	};
	import_react.useEffect(() => {
		if (disabled) {
			control._state.actionArrayLengths.delete(name);
			return;
		}
		control._state.action = false;
		control._state.actionArrayLengths.delete(name);
		isWatched(name, control._names) && control._subjects.state.next({ ...control._formState });
		const validationModes = getValidationModes(control._options.mode);
		const reValidateModes = getValidationModes(control._options.reValidateMode);
		if (_actioned.current && (!validationModes.isOnSubmit || control._formState.isSubmitted) && !(control._formState.isSubmitted && reValidateModes.isOnSubmit) && (!validationModes.isOnBlur || control._formState.isSubmitted && reValidateModes.isOnChange)) {
			const fieldArrayValues = get(control._formValues, name);
			if (control._options.resolver) control._runSchema([name]).then((result) => {
				control._updateIsValidating([name]);
				if (fieldArrayValues !== get(control._formValues, name)) return;
				const error = get(result.errors, name);
				if (!deepEqual(get(control._formState.errors, name), error, true)) {
					if (error) isObject(error) && !Object.keys(error).some((key) => !Number.isNaN(+key)) ? updateFieldArrayRootError(control._formState.errors, { [name]: error }, name) : set(control._formState.errors, name, error);
					else unset(control._formState.errors, name);
					control._formState.errors = { ...control._formState.errors };
					control._subjects.state.next({ errors: control._formState.errors });
				}
			});
			else {
				const field = get(control._fields, name);
				if (field && field._f) validateField(field, control._names.disabled, control._formValues, control._options.criteriaMode === VALIDATION_MODE.all, control._options.shouldUseNativeValidation, true).then((error) => {
					if (fieldArrayValues !== get(control._formValues, name)) return;
					if (!isEmptyObject(error)) {
						updateFieldArrayRootError(control._formState.errors, error, name);
						control._formState.errors = { ...control._formState.errors };
						control._subjects.state.next({ errors: control._formState.errors });
					} else {
						const existingError = get(control._formState.errors, name);
						if (existingError && existingError[ROOT_ERROR_TYPE]) {
							unset(control._formState.errors, `${name}.${ROOT_ERROR_TYPE}`);
							control._formState.errors = { ...control._formState.errors };
							control._subjects.state.next({ errors: control._formState.errors });
						}
					}
				});
			}
		}
		_actioned.current && control._subjects.state.next({
			name,
			values: cloneObject(control._formValues)
		});
		control._names.focus && iterateFieldsByAction(control._fields, (ref, key) => {
			if (control._names.focus && key.startsWith(control._names.focus) && ref.focus) {
				ref.focus();
				return 1;
			}
		});
		control._names.focus = "";
		control._setValid();
		_actioned.current = false;
	}, [
		fields,
		name,
		control,
		disabled
	]);
	import_react.useEffect(() => {
		if (!disabled) isUndefined(get(control._formValues, name)) && control._setFieldArray(name);
		return () => {
			control._state.actionArrayLengths.delete(name);
			control._state.actionArrayLengths.size || (control._state.action = false);
			if (disabled) return;
			const shouldKeepFieldArrayValues = !(control._options.shouldUnregister || shouldUnregister);
			const updateMounted = (name, value) => {
				const field = get(control._fields, name);
				if (field && field._f) field._f.mount = value;
			};
			if (_actioned.current && shouldKeepFieldArrayValues) control._subjects.state.next({
				name,
				values: cloneObject(control._formValues)
			});
			if (!shouldKeepFieldArrayValues && control._state.action && [...control._state.actionArrayLengths.keys()].some((arrayName) => name.startsWith(arrayName + "."))) return;
			shouldKeepFieldArrayValues ? updateMounted(name, false) : control.unregister(name);
		};
	}, [
		name,
		control,
		keyName,
		shouldUnregister,
		disabled
	]);
	return {
		swap: import_react.useCallback(swap, [
			updateValues,
			name,
			control,
			disabled
		]),
		move: import_react.useCallback(move, [
			updateValues,
			name,
			control,
			disabled
		]),
		prepend: import_react.useCallback(prepend, [
			updateValues,
			name,
			control,
			disabled
		]),
		append: import_react.useCallback(append, [
			updateValues,
			name,
			control,
			disabled
		]),
		remove: import_react.useCallback(remove, [
			updateValues,
			name,
			control,
			disabled
		]),
		insert: import_react.useCallback(insert$1, [
			updateValues,
			name,
			control,
			disabled
		]),
		update: import_react.useCallback(update, [
			updateValues,
			name,
			control,
			disabled
		]),
		replace: import_react.useCallback(replace, [
			updateValues,
			name,
			control,
			disabled
		]),
		fields: import_react.useMemo(() => fields.map((field, index) => ({
			...field,
			...isBoolean(disabled) ? { disabled } : {},
			[keyName]: ids.current[index] || generateId()
		})), [
			fields,
			keyName,
			disabled
		])
	};
}
var createSubject = () => {
	let _observers = /* @__PURE__ */ new Set();
	let _iterationCount = 0;
	const next = (value) => {
		const observers = _observers;
		_iterationCount++;
		for (const observer of observers) observer.next && observer.next(value);
		observers === _observers && _iterationCount--;
	};
	const subscribe = (observer) => {
		_observers.add(observer);
		return { unsubscribe: () => {
			if (_iterationCount) {
				_observers = new Set(_observers);
				_iterationCount = 0;
			}
			_observers.delete(observer);
		} };
	};
	const unsubscribe = () => {
		_observers = /* @__PURE__ */ new Set();
		_iterationCount = 0;
	};
	return {
		get observers() {
			return Array.from(_observers);
		},
		next,
		subscribe,
		unsubscribe
	};
};
function extractFormValues(fieldsState, formValues) {
	const values = Array.isArray(fieldsState) ? [] : {};
	for (const key in fieldsState) if (Object.prototype.hasOwnProperty.call(fieldsState, key)) {
		const fieldState = fieldsState[key];
		const fieldValue = formValues[key];
		if (fieldState && (isObject(fieldState) || Array.isArray(fieldState)) && fieldValue) values[key] = extractFormValues(fieldState, fieldValue);
		else if (fieldsState[key]) values[key] = fieldValue;
	}
	return values;
}
var hasOwn = (value, key) => value !== null && isObjectType(value) && Object.prototype.hasOwnProperty.call(value, key);
var has = (object, path) => {
	if (!path) return false;
	let result = object;
	for (const key of isKey(path) ? [path] : stringToPath(path)) {
		if (!hasOwn(result, key)) return hasOwn(object, path);
		result = result[key];
	}
	return true;
};
var isMultipleSelect = (element) => element.type === `select-multiple`;
var isSelectEdited = (select) => {
	const options = [...select.options];
	return !select.multiple && select.size < 2 && !options.some((option) => option.defaultSelected) ? select.selectedIndex !== options.findIndex((option) => {
		var _a;
		return !option.disabled && !((_a = option.parentElement) === null || _a === void 0 ? void 0 : _a.matches("optgroup[disabled]"));
	}) : options.some((option) => option.selected !== option.defaultSelected);
};
var isEdited = (ref) => isCheckBoxInput(ref) ? ref.checked !== ref.defaultChecked : ref.type === "select-one" || isMultipleSelect(ref) ? isSelectEdited(ref) : !isRadioInput(ref) && ref.type !== "range" && ref.type !== "color" && "defaultValue" in ref && ref.value !== ref.defaultValue;
var isRadioOrCheckbox = (ref) => isRadioInput(ref) || isCheckBoxInput(ref);
var live = (ref) => isHTMLElement(ref) && ref.isConnected;
function isDirtyContainer(value) {
	return Array.isArray(value) || isObject(value);
}
function collectDirtyFieldNames(dirtyTree, cachedDirtyFields, prefix = "", names = []) {
	for (const key in dirtyTree) {
		const path = prefix ? `${prefix}.${key}` : key;
		const value = dirtyTree[key];
		if (isDirtyContainer(value) && isDirtyContainer(get(cachedDirtyFields, path))) collectDirtyFieldNames(value, cachedDirtyFields, path, names);
		else if (value) names.push(path);
	}
	return names;
}
var objectHasFunction = (data) => {
	for (const key in data) if (isFunction(data[key])) return true;
	return false;
};
function isTraversable(value) {
	return Array.isArray(value) || isObject(value) && !objectHasFunction(value);
}
function isRegisteredLeaf(fieldRef) {
	return !!(fieldRef && "_f" in fieldRef);
}
function isEmptyDirtyContainer(value) {
	return Array.isArray(value) ? !value.some((item) => !isUndefined(item)) : !Object.keys(value).length;
}
function clearDirtyField(container, key) {
	if (Array.isArray(container)) container[key] = void 0;
	else delete container[key];
}
function markFieldsDirty(data, fields = {}, fieldRefs) {
	for (const key in data) {
		const value = data[key];
		const fieldRef = fieldRefs && fieldRefs[key];
		if (isTraversable(value) && (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
			fields[key] = Array.isArray(value) ? [] : {};
			markFieldsDirty(value, fields[key], fieldRef);
			if (isEmptyDirtyContainer(fields[key])) clearDirtyField(fields, key);
		} else if (!isUndefined(value)) fields[key] = true;
	}
	return fields;
}
function getDirtyFields(data, formValues, dirtyFieldsFromValues, fieldRefs) {
	if (!dirtyFieldsFromValues) dirtyFieldsFromValues = markFieldsDirty(formValues, Array.isArray(isNullOrUndefined(formValues) ? data : formValues) ? [] : {}, fieldRefs);
	for (const key in data) {
		const value = data[key];
		const fieldRef = fieldRefs && fieldRefs[key];
		if (isTraversable(value) && (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
			if (isUndefined(formValues) || isPrimitive(dirtyFieldsFromValues[key])) dirtyFieldsFromValues[key] = markFieldsDirty(value, Array.isArray(value) ? [] : {}, fieldRef);
			else getDirtyFields(value, isNullOrUndefined(formValues) ? {} : formValues[key], dirtyFieldsFromValues[key], fieldRef);
			if (isEmptyDirtyContainer(dirtyFieldsFromValues[key])) clearDirtyField(dirtyFieldsFromValues, key);
		} else if (deepEqual(value, isNullOrUndefined(formValues) ? void 0 : formValues[key])) clearDirtyField(dirtyFieldsFromValues, key);
		else dirtyFieldsFromValues[key] = true;
	}
	return dirtyFieldsFromValues;
}
var getFieldArrayItemNames = (names, name) => {
	const segments = name.split(".");
	const matches = [];
	let prefix = segments[0];
	for (let i = 1; i < segments.length; prefix += "." + segments[i++]) if (!isNaN(+segments[i]) && names.has(prefix)) matches.push(`${prefix}.${segments[i]}`);
	return matches;
};
var getFieldValueAs = (value, { valueAsNumber, valueAsDate, setValueAs }) => isUndefined(value) ? value : valueAsNumber ? value === "" ? NaN : value ? +value : value : valueAsDate && isString(value) ? new Date(value) : setValueAs ? setValueAs(value) : value;
function getFieldValue(_f) {
	const ref = _f.ref;
	if (isFileInput(ref)) return ref.files;
	if (isRadioInput(ref)) return getRadioValue(_f.refs).value;
	if (isMultipleSelect(ref)) return [...ref.selectedOptions].filter((option) => {
		var _a;
		return !option.disabled && !((_a = option.closest) === null || _a === void 0 ? void 0 : _a.call(option, "optgroup[disabled]"));
	}).map(({ value }) => value);
	if (isCheckBoxInput(ref)) return getCheckboxValue(_f.refs).value;
	return getFieldValueAs(ref.value, _f);
}
var getResolverOptions = (fieldsNames, _fields, criteriaMode, shouldUseNativeValidation) => {
	const fields = {};
	for (const name of fieldsNames) {
		const field = get(_fields, name);
		field && set(fields, name, cloneObject(field._f));
	}
	return {
		criteriaMode,
		names: [...fieldsNames],
		fields,
		shouldUseNativeValidation
	};
};
var getRuleValue = (rule) => isUndefined(rule) ? rule : isRegex(rule) ? rule.source : isObject(rule) ? isRegex(rule.value) ? rule.value.source : rule.value : rule;
var ASYNC_FUNCTION = "AsyncFunction";
var hasPromiseValidation = (fieldReference) => {
	if (!fieldReference || !fieldReference.validate) return false;
	if (isFunction(fieldReference.validate)) return fieldReference.validate.constructor.name === ASYNC_FUNCTION;
	if (isObject(fieldReference.validate)) {
		for (const key in fieldReference.validate) if (fieldReference.validate[key].constructor.name === ASYNC_FUNCTION) return true;
	}
	return false;
};
var hasValidation = (options) => options.mount && (options.required || !isUndefined(options.required) && options.required !== false || !isUndefined(options.min) || !isUndefined(options.max) || !isUndefined(options.maxLength) || !isUndefined(options.minLength) || options.pattern || options.validate);
function schemaErrorLookup(errors, _fields, name) {
	const error = get(errors, name);
	if (error && (error.type || error.message) || Array.isArray(error)) return {
		error,
		name
	};
	const names = name.split(".");
	while (names.length) {
		const fieldName = names.join(".");
		const field = get(_fields, fieldName);
		const foundError = get(errors, fieldName);
		if (field && !Array.isArray(field) && name !== fieldName) return { name };
		if (foundError && foundError.type) return {
			name: fieldName,
			error: foundError
		};
		if (foundError && foundError.root && foundError.root.type) return {
			name: `${fieldName}.root`,
			error: foundError.root
		};
		names.pop();
	}
	return { name };
}
var shouldRenderFormState = (formStateData, _proxyFormState, isRoot) => {
	const keys = Object.keys(formStateData).filter((key) => key !== "name");
	return !keys.length || isRoot && keys.length >= Object.keys(_proxyFormState).length || keys.find((key) => _proxyFormState[key] === (!isRoot || VALIDATION_MODE.all));
};
var isNameMatch = (currentName, signalName, exact) => exact ? currentName === signalName || currentName.startsWith(signalName + ".") : currentName.startsWith(signalName) || signalName.startsWith(currentName);
var shouldSubscribeByName = (name, signalName, exact) => {
	if (!name || !signalName || name === signalName) return true;
	if (!Array.isArray(name)) return isNameMatch(name, signalName, exact);
	for (const currentName of name) if (currentName && isNameMatch(currentName, signalName, exact)) return true;
	return false;
};
var skipValidation = (isBlurEvent, isTouched, isSubmitted, reValidateMode, mode) => {
	if (mode.isOnAll) return false;
	else if (!isSubmitted && mode.isOnTouch) return !(isTouched || isBlurEvent);
	else if (isSubmitted ? reValidateMode.isOnBlur : mode.isOnBlur) return !isBlurEvent;
	else if (isSubmitted ? reValidateMode.isOnChange : mode.isOnChange) return isBlurEvent;
	return true;
};
var unsetEmptyArray = (ref, name) => {
	const array = get(ref, name);
	!compact(array).length && !(array && array.root) && unset(ref, name);
};
var defaultOptions = {
	mode: VALIDATION_MODE.onSubmit,
	reValidateMode: VALIDATION_MODE.onChange,
	shouldFocusError: true
};
var replaceDirtyFieldsInPlace = (dirtyFields, nextDirtyFields) => {
	for (const key in dirtyFields) delete dirtyFields[key];
	Object.assign(dirtyFields, nextDirtyFields);
};
var DEFAULT_FORM_STATE = {
	submitCount: 0,
	isDirty: false,
	isReady: false,
	isValidating: false,
	isSubmitted: false,
	isSubmitting: false,
	isSubmitSuccessful: false,
	isValid: false,
	touchedFields: {},
	dirtyFields: {},
	validatingFields: {}
};
function createFormControl(props = {}) {
	let _options = {
		...defaultOptions,
		...props
	};
	let _formState = {
		...cloneObject(DEFAULT_FORM_STATE),
		isLoading: isFunction(_options.defaultValues),
		errors: cloneObject(_options.errors) || {},
		disabled: _options.disabled || false
	};
	let _fields = {};
	let _defaultValues = isObject(_options.defaultValues) || isObject(_options.values) ? cloneObject(_options.defaultValues || _options.values) || {} : {};
	let _formValues = _options.shouldUnregister ? {} : cloneObject(_defaultValues);
	let _state = {
		action: false,
		actionArrayLengths: /* @__PURE__ */ new Map(),
		mount: false,
		watch: false,
		keepIsValid: false
	};
	let _dirtyFieldsStale = false;
	let _names = {
		mount: /* @__PURE__ */ new Set(),
		disabled: /* @__PURE__ */ new Set(),
		unMount: /* @__PURE__ */ new Set(),
		array: /* @__PURE__ */ new Set(),
		watch: /* @__PURE__ */ new Set(),
		registerName: /* @__PURE__ */ new Set()
	};
	const delayErrorCallbacks = {};
	const timers = {};
	const _valuesSubscribers = /* @__PURE__ */ new Set();
	let _validationModeBeforeSubmit = getValidationModes(_options.mode);
	let _validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
	const defaultProxyFormState = {
		isDirty: false,
		dirtyFields: false,
		validatingFields: false,
		touchedFields: false,
		isValidating: false,
		isValid: false,
		errors: false
	};
	const _proxyFormState = { ...defaultProxyFormState };
	const _proxySubscribeFormState = {};
	const _isTracked = (...keys) => keys.some((key) => _proxyFormState[key] || _proxySubscribeFormState[key]);
	const _hasValuesSubscriber = (name) => {
		for (const subscriber of _valuesSubscribers) if (shouldSubscribeByName(subscriber.name, name, subscriber.exact)) return true;
		return false;
	};
	const _subjects = {
		array: createSubject(),
		state: createSubject()
	};
	let _setValidCallId = 0;
	let _validateFormCallId = 0;
	let _resetCallId = 0;
	let _registerCallId = 0;
	const _registerCallIds = {};
	let shouldDisplayAllAssociatedErrors = _options.criteriaMode === VALIDATION_MODE.all;
	const debounce = (name, callback) => (wait) => {
		clearTimeout(timers[name]);
		timers[name] = setTimeout(callback, wait);
	};
	const cancelDelayedError = (name) => {
		clearTimeout(timers[name]);
		delete timers[name];
		delete delayErrorCallbacks[name];
	};
	const cancelDelayedErrorTree = (name) => {
		cancelDelayedError(name);
		const prefix = `${name}.`;
		for (const key of Object.keys(delayErrorCallbacks)) key.startsWith(prefix) && cancelDelayedError(key);
	};
	const _setValid = async (shouldUpdateValid) => {
		if (_state.keepIsValid) return;
		if (!_options.disabled && (_isTracked("isValid") || shouldUpdateValid)) {
			const callId = ++_setValidCallId;
			const resetCallId = _resetCallId;
			let isValid;
			if (_options.resolver) {
				isValid = isEmptyObject((await _runSchema()).errors);
				callId === _setValidCallId && _updateIsValidating();
			} else isValid = await executeBuiltInValidation({
				fields: _fields,
				onlyCheckValid: true,
				eventType: EVENTS.VALID
			});
			if (callId !== _setValidCallId) return;
			if (resetCallId !== _resetCallId) return _setValid(shouldUpdateValid);
			if (isValid !== _formState.isValid) _subjects.state.next({ isValid });
		}
	};
	const _updateValidatingFields = (names, isValidating) => {
		const fieldNames = [...names];
		if (!fieldNames.some((name) => name && (isValidating ? get(_formState.validatingFields, name) !== true : has(_formState.validatingFields, name)))) return;
		const validatingFields = cloneObject(_formState.validatingFields);
		for (const name of fieldNames) if (name) isValidating ? set(validatingFields, name, true) : unset(validatingFields, name);
		if (!deepEqual(_formState.validatingFields, validatingFields)) _formState.validatingFields = validatingFields;
	};
	const _updateIsValidating = (names, isValidating) => {
		if (!_options.disabled && _isTracked("isValidating", "validatingFields")) {
			_updateValidatingFields(names || _names.mount, isValidating);
			_subjects.state.next({
				validatingFields: _formState.validatingFields,
				isValidating: !isEmptyObject(_formState.validatingFields)
			});
		}
	};
	const _updateDirtyFields = () => {
		_formState.dirtyFields = getDirtyFields(_defaultValues, _formValues, void 0, _fields);
	};
	const _setFieldArray = (name, values = [], method, args, shouldSetValues = true, shouldUpdateFieldsAndState = true) => {
		if (args && method && !_options.disabled) {
			_state.action = true;
			_state.keepIsValid = false;
			const field = get(_fields, name);
			const rootField = field && field._f;
			const fields = rootField ? Object.assign([], field) : field;
			if (!_state.actionArrayLengths.has(name)) _state.actionArrayLengths.set(name, Array.isArray(fields) ? fields.length : 0);
			if (shouldUpdateFieldsAndState && Array.isArray(fields)) {
				const fieldValues = method(fields, args.argA, args.argB) || fields;
				rootField ? set(_fields, name, {
					...fieldValues,
					_f: rootField
				}) : shouldSetValues && set(_fields, name, fieldValues);
			}
			const fieldArrayErrors = get(_formState.errors, name);
			if (shouldUpdateFieldsAndState && Array.isArray(fieldArrayErrors)) {
				const rootError = fieldArrayErrors.root;
				const errors = method(fieldArrayErrors, args.argA, args.argB) || fieldArrayErrors;
				if (rootError) errors.root = rootError;
				shouldSetValues && set(_formState.errors, name, errors);
				unsetEmptyArray(_formState.errors, name);
				_formState.errors = { ..._formState.errors };
			}
			const touchedFieldsArray = get(_formState.touchedFields, name);
			const shouldUpdateTouchedFields = shouldUpdateFieldsAndState && Array.isArray(touchedFieldsArray);
			if (shouldUpdateTouchedFields) {
				const touchedFields = method(touchedFieldsArray, args.argA, args.argB);
				shouldSetValues && set(_formState.touchedFields, name, touchedFields);
			}
			const dirtyFieldsArray = get(_formState.dirtyFields, name);
			if (shouldUpdateFieldsAndState && Array.isArray(dirtyFieldsArray)) {
				const dirtyFields = method(dirtyFieldsArray, args.argA, args.argB) || dirtyFieldsArray;
				shouldSetValues && set(_formState.dirtyFields, name, dirtyFields);
			}
			if (_isTracked("dirtyFields")) _updateDirtyFields();
			else _dirtyFieldsStale = true;
			_subjects.state.next({
				name,
				isDirty: _getDirty(name, values),
				dirtyFields: _formState.dirtyFields,
				...shouldUpdateTouchedFields && { touchedFields: _formState.touchedFields },
				errors: _formState.errors,
				isValid: _formState.isValid
			});
		} else set(_formValues, name, values);
	};
	const updateErrors = (name, error) => {
		set(_formState.errors, name, error);
		_formState.errors = { ..._formState.errors };
		_subjects.state.next({ errors: _formState.errors });
	};
	const _setErrors = (errors) => {
		Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
		const hasErrors = !isEmptyObject(errors);
		_formState.errors = cloneObject(errors);
		_subjects.state.next({
			errors: _formState.errors,
			...hasErrors ? { isValid: false } : {}
		});
		!hasErrors && _state.mount && _setValid();
	};
	const toPath = (name) => isKey(name) ? [name] : stringToPath(name);
	const hasExplicitNullIntermediate = (name) => {
		const segments = toPath(name);
		let formValues = _formValues;
		let defaultValues = _defaultValues;
		for (let i = 0; i < segments.length - 1; i++) {
			const key = segments[i];
			formValues = isNullOrUndefined(formValues) ? formValues : formValues[key];
			defaultValues = isNullOrUndefined(defaultValues) ? defaultValues : defaultValues[key];
			if (formValues === null && defaultValues !== null) return true;
		}
		return false;
	};
	const isStaleArrayField = (name) => {
		if (!_state.actionArrayLengths.size) return false;
		const segments = toPath(name);
		let node = _formValues;
		let path = "";
		let ownerDepth = -1;
		let ownerPreActionLength = 0;
		for (let i = 0; i < segments.length; i++) {
			if (isNullOrUndefined(node)) return false;
			const key = segments[i];
			path = path ? `${path}.${key}` : key;
			if (Array.isArray(node) && +key >= node.length) return ownerDepth === -1 ? false : i === ownerDepth ? +key < ownerPreActionLength : true;
			if (_state.actionArrayLengths.has(path)) {
				ownerDepth = i + 1;
				ownerPreActionLength = _state.actionArrayLengths.get(path);
			}
			node = node[key];
			if (isUndefined(node) && ownerDepth !== -1 && i > ownerDepth && +segments[ownerDepth] < ownerPreActionLength) return true;
		}
		return false;
	};
	const isPastArrayEnd = (name) => {
		let node = _formValues;
		for (const key of toPath(name)) {
			if (Array.isArray(node) && +key >= node.length) return true;
			node = node && node[key];
		}
		return false;
	};
	const updateValidAndValue = (name, shouldSkipSetValueAs, value, ref) => {
		const field = get(_fields, name);
		if (field) {
			if (hasExplicitNullIntermediate(name) || isStaleArrayField(name)) return;
			const wasUnsetInFormValues = isUndefined(get(_formValues, name));
			const defaultValue = get(_formValues, name, isUndefined(value) ? get(_defaultValues, name) : value);
			const isEditedBeforeReady = !!ref && !_formState.isReady && isEdited(ref);
			if (isUndefined(defaultValue) || ref && ref.defaultChecked || isEditedBeforeReady || shouldSkipSetValueAs) {
				const fieldValue = shouldSkipSetValueAs ? defaultValue : getFieldValue(field._f);
				if (!isUndefined(fieldValue) || !isPastArrayEnd(name)) {
					if (_isTracked("dirtyFields") && !deepEqual(get(_formValues, name), fieldValue)) _dirtyFieldsStale = true;
					set(_formValues, name, fieldValue);
					if (isEditedBeforeReady) updateTouchAndDirty(name, fieldValue);
				}
			} else setFieldValue(name, defaultValue);
			if (_state.mount && !_state.action) {
				if (_options.resolver && _isTracked("isValidating", "validatingFields")) Promise.resolve().then(() => _setValid());
				else _setValid();
				if (wasUnsetInFormValues && _formState.isDirty && _isTracked("isDirty")) {
					if (!_getDirty()) {
						_formState.isDirty = false;
						_subjects.state.next({ ..._formState });
					}
				}
				if (_options.shouldUnregister && wasUnsetInFormValues && !isUndefined(get(_formValues, name)) && isWatched(name, _names)) _state.watch = true;
			}
		}
	};
	const updateTouchAndDirty = (name, fieldValue, isBlurEvent, shouldDirty, shouldRender) => {
		let shouldUpdateField = false;
		let isPreviousDirty = false;
		const output = { name };
		if (!_options.disabled || shouldDirty === true) {
			if (!isBlurEvent || shouldDirty) {
				const isCurrentFieldPristine = deepEqual(get(_defaultValues, name), fieldValue);
				if (_isTracked("isDirty")) {
					isPreviousDirty = _formState.isDirty;
					_formState.isDirty = output.isDirty = !isCurrentFieldPristine || _getDirty();
					shouldUpdateField = isPreviousDirty !== output.isDirty;
				}
				isPreviousDirty = !!get(_formState.dirtyFields, name);
				if (isCurrentFieldPristine) unset(_formState.dirtyFields, name);
				else {
					const defaultFieldValue = get(_defaultValues, name);
					const field = get(_fields, name);
					const dirtyValue = !(field && field._f) && (isObject(defaultFieldValue) || Array.isArray(defaultFieldValue)) ? getDirtyFields(defaultFieldValue, fieldValue, void 0, field) : true;
					set(_formState.dirtyFields, name, dirtyValue);
				}
				let didResyncDirtyFields = false;
				if (_dirtyFieldsStale || isCurrentFieldPristine && (_isTracked("isDirty") ? _formState.isDirty : _getDirty())) {
					_dirtyFieldsStale = false;
					const nextDirtyFields = getDirtyFields(_defaultValues, _formValues, void 0, _fields);
					if (!deepEqual(_formState.dirtyFields, nextDirtyFields)) {
						didResyncDirtyFields = true;
						replaceDirtyFieldsInPlace(_formState.dirtyFields, nextDirtyFields);
					}
				}
				output.dirtyFields = _formState.dirtyFields;
				shouldUpdateField = shouldUpdateField || _isTracked("dirtyFields") && (didResyncDirtyFields || isPreviousDirty !== !isCurrentFieldPristine);
			}
			if (isBlurEvent) {
				const isPreviousFieldTouched = has(_formState.touchedFields, name) ? get(_formState.touchedFields, name) : void 0;
				if (!isPreviousFieldTouched) {
					set(_formState.touchedFields, name, isBlurEvent);
					output.touchedFields = _formState.touchedFields;
					shouldUpdateField = shouldUpdateField || _isTracked("touchedFields") && isPreviousFieldTouched !== isBlurEvent;
				}
			}
			shouldUpdateField && shouldRender && _subjects.state.next(output);
		}
		return shouldUpdateField ? output : {};
	};
	const shouldRenderByError = (name, isValid, error, fieldState) => {
		const previousFieldError = get(_formState.errors, name);
		const shouldUpdateValid = _isTracked("isValid") && isBoolean(isValid) && _formState.isValid !== isValid;
		if (_options.delayError && error) {
			delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
			delayErrorCallbacks[name](_options.delayError);
		} else {
			cancelDelayedError(name);
			error ? set(_formState.errors, name, error) : unset(_formState.errors, name);
			_formState.errors = { ..._formState.errors };
		}
		if ((error ? !deepEqual(previousFieldError, error, true) : previousFieldError) || !isEmptyObject(fieldState) || shouldUpdateValid) {
			const updatedFormState = {
				...fieldState,
				...shouldUpdateValid && isBoolean(isValid) ? { isValid } : {},
				errors: _formState.errors,
				name
			};
			_subjects.state.next(updatedFormState);
		}
	};
	const _runSchema = async (name) => {
		_updateIsValidating(name, true);
		return await _options.resolver(_formValues, _options.context, getResolverOptions(name || _names.mount, _fields, _options.criteriaMode, _options.shouldUseNativeValidation));
	};
	const executeSchemaAndUpdateState = async (names) => {
		const resetCallId = _resetCallId;
		const registerCallId = _registerCallId;
		const registeredNames = names ? names.filter((name) => get(_fields, name)) : [];
		const { errors } = await _runSchema(names);
		if (resetCallId !== _resetCallId) return errors;
		_updateIsValidating(names);
		if (names) {
			for (const name of names) {
				if (registeredNames.includes(name) && (!get(_fields, name) || _registerCallIds[name] > registerCallId)) {
					unset(errors, name);
					continue;
				}
				const error = get(errors, name);
				cancelDelayedErrorTree(name);
				const isFieldArrayRootError = _names.array.has(name) && isObject(error) && !Object.keys(error).some((key) => !Number.isNaN(Number(key)));
				const field = get(_fields, name);
				const hasNestedFields = isObject(field) && Object.keys(field).some((key) => key !== "_f");
				isFieldArrayRootError ? updateFieldArrayRootError(_formState.errors, { [name]: error }, name) : error && (error.type || error.message) || Array.isArray(error) || isObject(error) && hasNestedFields ? set(_formState.errors, name, error) : unset(_formState.errors, name);
			}
			_formState.errors = { ..._formState.errors };
		} else {
			Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
			_formState.errors = errors;
		}
		return errors;
	};
	const validateForm = async ({ name, eventType, onlyCheckValid }) => {
		if (_options.validate) {
			const resetCallId = _resetCallId;
			const validateFormCallId = ++_validateFormCallId;
			const result = await _options.validate({
				formValues: _formValues,
				formState: _formState,
				name,
				eventType
			});
			if (resetCallId !== _resetCallId || eventType !== EVENTS.SUBMIT && validateFormCallId !== _validateFormCallId) return true;
			if (onlyCheckValid && (isObject(result) ? Object.values(result).some(Boolean) : isString(result) || !result)) return false;
			if (isObject(result)) {
				let isValid = true;
				clearErrors(FORM_ERROR_TYPE);
				for (const key in result) {
					const error = result[key];
					if (error) {
						isValid = false;
						setError(`${FORM_ERROR_TYPE}.${key}`, {
							message: isString(error.message) ? error.message : "",
							type: error.type || INPUT_VALIDATION_RULES.validate
						});
					}
				}
				return isValid;
			} else if (isString(result) || !result) {
				clearErrors(FORM_ERROR_TYPE);
				setError(FORM_ERROR_TYPE, {
					message: result || "",
					type: INPUT_VALIDATION_RULES.validate
				});
				return false;
			} else {
				clearErrors(FORM_ERROR_TYPE);
				return true;
			}
		}
		return true;
	};
	const executeBuiltInValidation = async ({ fields, onlyCheckValid, name, eventType, context = {
		valid: true,
		runRootValidation: false
	} }) => {
		const resetCallId = _resetCallId;
		if (_options.validate && !context.runRootValidation) {
			context.runRootValidation = true;
			if (!await validateForm({
				name,
				eventType,
				onlyCheckValid
			})) {
				context.valid = false;
				if (onlyCheckValid) return context.valid;
			}
		}
		for (const name in fields) {
			const field = fields[name];
			if (field) {
				const { _f, ...fieldValue } = field;
				if (_f) {
					const isFieldArrayRoot = _names.array.has(_f.name);
					const isPromiseFunction = field._f && hasPromiseValidation(field._f);
					const shouldTrackIsValidatingState = _isTracked("isValidating", "validatingFields");
					if (isPromiseFunction && shouldTrackIsValidatingState) _updateIsValidating([_f.name], true);
					const registerCallId = _registerCallId;
					const fieldError = await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation && !onlyCheckValid, isFieldArrayRoot);
					if (resetCallId !== _resetCallId) return context.valid;
					if (isPromiseFunction && shouldTrackIsValidatingState) _updateIsValidating([_f.name]);
					if (!get(_fields, _f.name) || _registerCallIds[_f.name] > registerCallId) continue;
					if (fieldError[_f.name]) {
						context.valid = false;
						if (onlyCheckValid) break;
					}
					if (!onlyCheckValid) {
						cancelDelayedError(_f.name);
						get(fieldError, _f.name) ? isFieldArrayRoot ? updateFieldArrayRootError(_formState.errors, fieldError, _f.name) : set(_formState.errors, _f.name, fieldError[_f.name]) : unset(_formState.errors, _f.name);
					}
					if (_options.shouldUseNativeValidation && fieldError[_f.name]) break;
				}
				!isEmptyObject(fieldValue) && await executeBuiltInValidation({
					context,
					onlyCheckValid,
					fields: fieldValue,
					name,
					eventType
				});
			}
		}
		return context.valid;
	};
	const _removeUnmounted = () => {
		for (const name of _names.unMount) {
			const field = get(_fields, name);
			field && (field._f.refs ? field._f.refs.every((ref) => !live(ref)) : !live(field._f.ref)) && unregister(name);
		}
		_names.unMount = /* @__PURE__ */ new Set();
	};
	const _getDirty = (name, data) => (name && !isUndefined(data) && set(_formValues, name, data), !deepEqual(_state.mount ? _formValues : _defaultValues, _defaultValues));
	const _getWatch = (names, defaultValue, isGlobal) => {
		const values = _state.mount ? _formValues : isUndefined(defaultValue) || !isUndefined(names) ? _defaultValues : defaultValue;
		return generateWatchOutput(names, _names, isUndefined(names) ? { ...values } : values, isGlobal, defaultValue);
	};
	const _getFieldArray = (name) => compact(get(_state.mount ? _formValues : _defaultValues, name, _options.shouldUnregister ? get(_defaultValues, name, []) : []));
	const setFieldValue = (name, value, options = {}, skipClone = false, skipRender = false, skipValueRender = false) => {
		const field = get(_fields, name);
		let fieldValue = value;
		if (field) {
			const fieldReference = field._f;
			if (fieldReference) {
				!fieldReference.disabled && set(_formValues, name, getFieldValueAs(value, fieldReference));
				fieldValue = isHTMLElement(fieldReference.ref) && isNullOrUndefined(value) ? "" : value;
				if (isMultipleSelect(fieldReference.ref)) [...fieldReference.ref.options].forEach((optionRef) => optionRef.selected = fieldValue.includes(optionRef.value));
				else if (fieldReference.refs) {
					if (isCheckBoxInput(fieldReference.ref)) fieldReference.refs.forEach((checkboxRef) => {
						if (!checkboxRef.defaultChecked || !checkboxRef.disabled) {
							if (Array.isArray(fieldValue)) checkboxRef.checked = !isUndefined(checkboxRef.value) && fieldValue.includes(checkboxRef.value);
							else checkboxRef.checked = fieldValue === checkboxRef.value || !!fieldValue;
						}
					});
					else fieldReference.refs.forEach((radioRef) => radioRef.checked = radioRef.value === fieldValue);
				} else if (isFileInput(fieldReference.ref)) fieldReference.ref.value = "";
				else {
					fieldReference.ref.value = fieldValue;
					if (!fieldReference.ref.type && !skipRender && !skipValueRender) _subjects.state.next({
						name,
						values: skipClone ? _formValues : _hasValuesSubscriber(name) ? cloneObject(_formValues) : void 0
					});
				}
			}
		}
		(options.shouldDirty || options.shouldTouch) && updateTouchAndDirty(name, field && field._f && !field._f.disabled && (field._f.valueAsNumber || field._f.valueAsDate || field._f.setValueAs) ? getFieldValueAs(value, field._f) : fieldValue, options.shouldTouch, options.shouldDirty, !skipRender);
		options.shouldValidate && trigger(name, { delayError: options.delayError });
		if (options.shouldValidate && field && field._f && field._f.deps && (!Array.isArray(field._f.deps) || field._f.deps.length > 0)) trigger(field._f.deps);
	};
	const setFieldValues = (name, value, options, skipClone = false, skipRender = false, skipValueRender = false) => {
		for (const fieldKey in value) {
			if (!Object.prototype.hasOwnProperty.call(value, fieldKey)) continue;
			const fieldValue = value[fieldKey];
			const fieldName = name + "." + fieldKey;
			const field = get(_fields, fieldName);
			if (_names.array.has(fieldName)) _subjects.array.next({
				name: fieldName,
				values: skipClone ? _formValues : cloneObject(_formValues)
			});
			(_names.array.has(name) || isObject(fieldValue) || field && !field._f) && !isDateObject(fieldValue) ? setFieldValues(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender) : setFieldValue(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender);
		}
	};
	const _setValue = (name, value, options, skipClone, skipStateEmit = false) => {
		const field = get(_fields, name);
		const isFieldArray = _names.array.has(name);
		const cloneValue = skipClone ? value : cloneObject(value);
		const isValueUnchanged = deepEqual(get(_formValues, name), cloneValue);
		if (!isValueUnchanged) set(_formValues, name, cloneValue);
		if (isFieldArray) {
			_subjects.array.next({
				name,
				values: skipClone ? _formValues : cloneObject(_formValues)
			});
			if (_isTracked("isDirty", "dirtyFields") && options.shouldDirty) {
				_updateDirtyFields();
				_formState.isDirty = _getDirty(name, cloneValue);
				if (!skipStateEmit) _subjects.state.next({
					name,
					dirtyFields: _formState.dirtyFields,
					isDirty: _formState.isDirty
				});
			}
			options.shouldValidate && trigger(name, { delayError: options.delayError });
		} else {
			const isEmpty = Array.isArray(cloneValue) && !cloneValue.length || isEmptyObject(cloneValue);
			const skipValueRender = !isValueUnchanged && !skipStateEmit;
			if (!field || field._f || isNullOrUndefined(cloneValue) || isEmpty) setFieldValue(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
			else setFieldValues(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
		}
		if (!isValueUnchanged && !skipStateEmit) {
			const watched = isWatched(name, _names);
			const emittedName = _state.mount || watched ? name : void 0;
			const fieldArrayItemNames = isFieldArray ? [] : getFieldArrayItemNames(_names.array, name);
			const values = skipClone ? _formValues : _hasValuesSubscriber(emittedName) || fieldArrayItemNames.some(_hasValuesSubscriber) ? cloneObject(_formValues) : void 0;
			_subjects.state.next({
				...watched && _formState,
				name: emittedName,
				values
			});
			for (const itemName of fieldArrayItemNames) _subjects.state.next({
				name: itemName,
				values: values && cloneObject(_formValues)
			});
		}
	};
	const setValue = (name, value, options = {}) => _setValue(name, value, options, false);
	const setValues = (formValues, options = {}) => {
		const updatedFormValues = isFunction(formValues) ? formValues(_formValues) : formValues;
		if (!deepEqual(_formValues, updatedFormValues) || options.shouldValidate || options.shouldDirty || options.shouldTouch) {
			_formValues = {
				..._formValues,
				...updatedFormValues
			};
			for (const fieldName of /* @__PURE__ */ new Set([..._names.mount, ..._names.array])) if (has(updatedFormValues, fieldName)) _setValue(fieldName, get(updatedFormValues, fieldName), options, true, true);
			if (options.shouldDirty && _isTracked("isDirty", "dirtyFields")) for (const name of Object.keys(updatedFormValues)) updateTouchAndDirty(name, _formValues[name], false, true);
			_subjects.state.next({
				..._formState,
				name: void 0,
				type: void 0,
				..._valuesSubscribers.size ? { values: _formValues } : {}
			});
			if (options.shouldValidate) _setValid();
		}
	};
	const onChange = async (event) => {
		_state.mount = true;
		const target = event.target;
		let name = target.name;
		let isFieldValueUpdated = true;
		const field = get(_fields, name);
		const registerCallId = _registerCallId;
		const _updateIsFieldValueUpdated = (fieldValue) => {
			isFieldValueUpdated = !!get(_fields, name) && !(_registerCallIds[name] > registerCallId) && deepEqual(fieldValue, get(_formValues, name, fieldValue));
		};
		if (field) {
			_state.keepIsValid = false;
			let error;
			let isValid;
			let shouldFlushError = false;
			const fieldValue = target.type ? getFieldValue(field._f) : getEventValue(event);
			const isBlurEvent = event.type === EVENTS.BLUR || event.type === EVENTS.FOCUS_OUT;
			const hasNoValidationEffect = !hasValidation(field._f) && !_options.validate && !_options.resolver && !get(_formState.errors, name) && !field._f.deps;
			const shouldSkipValidation = hasNoValidationEffect || skipValidation(isBlurEvent, get(_formState.touchedFields, name), _formState.isSubmitted, _validationModeAfterSubmit, _validationModeBeforeSubmit);
			const watched = isWatched(name, _names, isBlurEvent);
			set(_formValues, name, cloneObject(fieldValue));
			if (isBlurEvent) {
				if (!target || !target.readOnly) {
					field._f.onBlur && field._f.onBlur(event);
					if (Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name)) {
						shouldFlushError = true;
						delayErrorCallbacks[name](0);
					}
				}
			} else if (field._f.onChange) field._f.onChange(event);
			const fieldState = updateTouchAndDirty(name, fieldValue, isBlurEvent);
			const shouldRender = !isEmptyObject(fieldState) || watched;
			!isBlurEvent && _subjects.state.next({
				name,
				type: event.type,
				..._hasValuesSubscriber(name) ? { values: cloneObject(_formValues) } : {}
			});
			if (shouldSkipValidation) {
				if ((!hasNoValidationEffect || !_formState.isValid) && _isTracked("isValid")) {
					if (_options.mode === "onBlur") {
						if (isBlurEvent) _setValid();
					} else if (!isBlurEvent) _setValid();
				}
				return shouldRender && _subjects.state.next({
					name,
					...watched ? {} : fieldState
				});
			}
			if (!_options.resolver && _options.validate) await validateForm({
				name,
				eventType: event.type
			});
			!isBlurEvent && watched && _subjects.state.next({ ..._formState });
			if (_options.resolver) {
				const resetCallId = _resetCallId;
				const { errors } = await _runSchema([name]);
				if (resetCallId !== _resetCallId) return;
				_updateIsValidating([name]);
				_updateIsFieldValueUpdated(fieldValue);
				if (!isFieldValueUpdated) {
					!isEmptyObject(fieldState) && _subjects.state.next(fieldState);
					return;
				}
				const previousErrorLookupResult = schemaErrorLookup(_formState.errors, _fields, name);
				const errorLookupResult = schemaErrorLookup(errors, _fields, previousErrorLookupResult.name || name);
				error = errorLookupResult.error;
				name = errorLookupResult.name;
				isValid = isEmptyObject(errors);
			} else {
				const resetCallId = _resetCallId;
				const setValidCallId = ++_setValidCallId;
				_updateIsValidating([name], true);
				error = (await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation))[name];
				if (resetCallId !== _resetCallId) return;
				_updateIsValidating([name]);
				_updateIsFieldValueUpdated(fieldValue);
				if (isFieldValueUpdated) {
					if (error) isValid = false;
					else if (_isTracked("isValid")) {
						isValid = await executeBuiltInValidation({
							fields: _fields,
							onlyCheckValid: true,
							name,
							eventType: event.type
						});
						if (resetCallId !== _resetCallId) return;
						_updateIsFieldValueUpdated(fieldValue);
						if (setValidCallId !== _setValidCallId) isValid = void 0;
					}
				}
			}
			if (isFieldValueUpdated) {
				field._f.deps && (!Array.isArray(field._f.deps) || field._f.deps.length > 0) && trigger(field._f.deps);
				shouldRenderByError(name, isValid, error, fieldState);
				shouldFlushError && Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name) && delayErrorCallbacks[name](0);
			}
		}
	};
	const _focusInput = (ref, key) => {
		if (get(_formState.errors, key) && ref.focus) {
			ref.focus();
			return 1;
		}
	};
	const trigger = async (name, options = {}) => {
		_state.keepIsValid = false;
		let isValid;
		let validationResult;
		const fieldNames = convertToArrayPayload(name);
		const resetCallId = _resetCallId;
		if (_options.resolver) {
			const errors = await executeSchemaAndUpdateState(isUndefined(name) ? name : fieldNames);
			isValid = isEmptyObject(errors);
			validationResult = name ? !fieldNames.some((name) => get(errors, name)) : isValid;
		} else if (name) {
			validationResult = (await Promise.all(fieldNames.map(async (fieldName) => {
				const field = get(_fields, fieldName);
				return await executeBuiltInValidation({
					fields: field && field._f ? { [fieldName]: field } : field,
					eventType: EVENTS.TRIGGER
				});
			}))).every(Boolean);
			(validationResult || _formState.isValid) && _setValid();
		} else validationResult = isValid = await executeBuiltInValidation({
			fields: _fields,
			name,
			eventType: EVENTS.TRIGGER
		});
		if (resetCallId !== _resetCallId) return validationResult;
		if (options.delayError && _options.delayError && isString(name)) {
			const error = get(_formState.errors, name);
			if (error) {
				unset(_formState.errors, name);
				delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
				delayErrorCallbacks[name](_options.delayError);
			} else cancelDelayedError(name);
		}
		if (options.shouldTouch) {
			const touchField = (fieldName) => {
				!_names.array.has(fieldName) && set(_formState.touchedFields, fieldName, true);
			};
			for (const fieldName of name ? fieldNames : _names.mount) {
				const field = get(_fields, fieldName);
				isObject(field) || Array.isArray(field) ? iterateFieldsByAction(_fields, (_, key) => touchField(key), [fieldName]) : touchField(fieldName);
			}
		}
		_formState.errors = { ..._formState.errors };
		_subjects.state.next({
			...!isString(name) || _isTracked("isValid") && isValid !== _formState.isValid ? {} : { name },
			..._options.resolver || !name ? { isValid } : {},
			...options.shouldTouch && _isTracked("touchedFields") ? { touchedFields: _formState.touchedFields } : {},
			errors: _formState.errors
		});
		options.shouldFocus && !validationResult && iterateFieldsByAction(_fields, _focusInput, name ? fieldNames : _names.mount);
		return validationResult;
	};
	const getValues = ((fieldNames, config) => {
		let values = isUndefined(fieldNames) && !config ? { ..._state.mount ? _formValues : _defaultValues } : _state.mount ? _formValues : _defaultValues;
		if (config) values = extractFormValues(config.dirtyFields ? _formState.dirtyFields : _formState.touchedFields, values);
		return isUndefined(fieldNames) ? values : isString(fieldNames) ? get(values, fieldNames) : fieldNames.map((name) => get(values, name));
	});
	const getErrors = ((fieldNames) => isUndefined(fieldNames) ? { ..._formState.errors } : isString(fieldNames) ? get(_formState.errors, fieldNames) : fieldNames.map((name) => get(_formState.errors, name)));
	const getFieldState = (name, formState) => {
		const targetFormState = formState || _formState;
		const error = get(targetFormState.errors, name);
		return {
			invalid: !!error,
			isDirty: !!get(targetFormState.dirtyFields, name),
			error,
			isValidating: !!get(targetFormState.validatingFields, name),
			isTouched: !!get(targetFormState.touchedFields, name)
		};
	};
	const clearErrors = (name) => {
		const names = name ? convertToArrayPayload(name) : void 0;
		if (names) names.forEach((inputName) => {
			cancelDelayedErrorTree(inputName);
			unset(_formState.errors, inputName);
			_formState.errors = { ..._formState.errors };
			_subjects.state.next({
				name: inputName,
				errors: _formState.errors
			});
		});
		else {
			Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
			_formState.errors = {};
			_subjects.state.next({ errors: _formState.errors });
		}
	};
	const setError = (name, error, options) => {
		var _a;
		cancelDelayedErrorTree(name);
		const field = get(_fields, name, { _f: {} });
		const ref = field._f && field._f.ref;
		const { ref: currentRef, message, type, types, ...restOfErrorTree } = get(_formState.errors, name) || {};
		set(_formState.errors, name, {
			...restOfErrorTree,
			...error,
			ref
		});
		_formState.errors = { ..._formState.errors };
		_subjects.state.next({
			name,
			errors: _formState.errors,
			isValid: false
		});
		if (options && options.shouldFocus) {
			const fieldRef = ((_a = field._f) === null || _a === void 0 ? void 0 : _a.refs) ? field._f.refs.find((ref) => !ref.disabled) || field._f.refs[0] : ref;
			fieldRef && fieldRef.focus && fieldRef.focus();
		}
	};
	const watch = (name, defaultValue) => {
		if (isFunction(name)) {
			const valuesSubscriber = {};
			_valuesSubscribers.add(valuesSubscriber);
			const { unsubscribe } = _subjects.state.subscribe({ next: (payload) => "values" in payload && name(payload.values || _getWatch(void 0, defaultValue), payload) });
			return { unsubscribe: () => {
				_valuesSubscribers.delete(valuesSubscriber);
				unsubscribe();
			} };
		}
		return _getWatch(name, defaultValue, true);
	};
	const _subscribe = (props) => {
		const valuesSubscriber = {
			name: props.name,
			exact: props.exact
		};
		props.formState && props.formState.values && _valuesSubscribers.add(valuesSubscriber);
		const { unsubscribe } = _subjects.state.subscribe({ next: (formState) => {
			if (shouldSubscribeByName(props.name, formState.name, props.exact) && shouldRenderFormState(formState, props.formState || _proxyFormState, props.reRenderRoot)) {
				const values = formState.values || { ..._formValues };
				props.callback({
					..._formState,
					...formState,
					validatingFields: _formState.validatingFields,
					isValidating: _formState.isValidating,
					values,
					defaultValues: _defaultValues
				});
			}
		} });
		return () => {
			_valuesSubscribers.delete(valuesSubscriber);
			unsubscribe();
		};
	};
	const subscribe = (props) => {
		_state.mount = true;
		const trackedKeys = Object.keys(props.formState || {}).filter((key) => props.formState && props.formState[key]);
		for (const key of trackedKeys) _proxySubscribeFormState[key] = (_proxySubscribeFormState[key] || 0) + 1;
		const unsubscribe = _subscribe({
			...props,
			formState: {
				...defaultProxyFormState,
				...props.formState
			}
		});
		return () => {
			for (const key of trackedKeys.splice(0)) _proxySubscribeFormState[key]--;
			unsubscribe();
		};
	};
	const unregister = (name, options = {}) => {
		const requestedNames = name ? convertToArrayPayload(name) : [..._names.mount];
		const fieldNames = new Set(requestedNames);
		if (name) {
			for (const fieldName of _names.mount) if (requestedNames.some((parent) => fieldName.startsWith(`${parent}.`))) fieldNames.add(fieldName);
		}
		if (!options.keepIsValidating) _updateValidatingFields(fieldNames);
		for (const fieldName of fieldNames) {
			_names.mount.delete(fieldName);
			_names.array.delete(fieldName);
			_names.disabled.delete(fieldName);
			unset(_fields, fieldName);
			!options.keepValue && unset(_formValues, fieldName);
			if (!options.keepError) {
				cancelDelayedErrorTree(fieldName);
				unset(_formState.errors, fieldName);
			}
			!options.keepDirty && unset(_formState.dirtyFields, fieldName);
			!options.keepTouched && unset(_formState.touchedFields, fieldName);
			!_options.shouldUnregister && !options.keepDefaultValue && unset(_defaultValues, fieldName);
		}
		if (!options.keepError) _formState.errors = { ..._formState.errors };
		_valuesSubscribers.size && _subjects.state.next({ values: cloneObject(_formValues) });
		_subjects.state.next({
			..._formState,
			...options.keepDirty ? {} : { isDirty: _getDirty() },
			...options.keepIsValidating ? {} : { isValidating: !isEmptyObject(_formState.validatingFields) }
		});
		!options.keepIsValid && _setValid();
	};
	const _setDisabledField = ({ disabled, name }) => {
		if (isBoolean(disabled) && _state.mount || !!disabled || _names.disabled.has(name)) {
			const disabledStateChanged = _names.disabled.has(name) !== !!disabled;
			disabled ? _names.disabled.add(name) : _names.disabled.delete(name);
			disabledStateChanged && _state.mount && !_state.action && _setValid();
		}
	};
	const register = (name, options = {}) => {
		let field = get(_fields, name);
		const disabledIsDefined = isBoolean(options.disabled) || isBoolean(_options.disabled);
		const shouldRevalidateRemount = !_names.registerName.has(name) && field && field._f && !field._f.mount;
		if (!field || !field._f) _registerCallIds[name] = ++_registerCallId;
		set(_fields, name, {
			...field || {},
			_f: {
				...field && field._f ? field._f : { ref: { name } },
				name,
				mount: true,
				...options
			}
		});
		_names.mount.add(name);
		if (field && field._f) {
			const nextField = get(_fields, name);
			for (const rule of REGISTER_VALIDATION_RULES) if (!(rule in options)) delete nextField._f[rule];
		}
		if (field && !shouldRevalidateRemount) _setDisabledField({
			disabled: isBoolean(options.disabled) ? options.disabled : _options.disabled,
			name
		});
		else updateValidAndValue(name, true, options.value);
		return {
			...disabledIsDefined ? { disabled: options.disabled || _options.disabled } : {},
			..._options.progressive ? {
				required: !!getRuleValue(options.required),
				min: getRuleValue(options.min),
				max: getRuleValue(options.max),
				minLength: getRuleValue(options.minLength),
				maxLength: getRuleValue(options.maxLength),
				pattern: getRuleValue(options.pattern)
			} : {},
			name,
			onChange,
			onBlur: onChange,
			ref: (ref) => {
				if (ref) {
					_names.registerName.add(name);
					register(name, options);
					_names.registerName.delete(name);
					field = get(_fields, name);
					const fieldRef = isUndefined(ref.value) ? ref.querySelectorAll ? ref.querySelectorAll("input,select,textarea")[0] || ref : ref : ref;
					const radioOrCheckbox = isRadioOrCheckbox(fieldRef);
					const refs = field._f.refs || [];
					if (radioOrCheckbox ? refs.find((option) => option === fieldRef) : fieldRef === field._f.ref) return;
					const newField = { ...field._f };
					if (radioOrCheckbox) {
						newField.refs = [
							...refs.filter(live),
							fieldRef,
							...Array.isArray(get(_defaultValues, name)) ? [{}] : []
						];
						newField.ref = {
							type: fieldRef.type,
							name
						};
					} else {
						newField.ref = fieldRef;
						delete newField.refs;
					}
					set(_fields, name, { _f: newField });
					updateValidAndValue(name, false, void 0, fieldRef);
				} else {
					field = get(_fields, name, {});
					if (field._f) field._f.mount = false;
					(_options.shouldUnregister || options.shouldUnregister) && !(isNameInFieldArray(_names.array, name) && _state.action) && _names.unMount.add(name);
				}
			}
		};
	};
	const _focusError = () => _options.shouldFocusError && !_options.shouldUseNativeValidation && iterateFieldsByAction(_fields, _focusInput, _names.mount);
	const _disableForm = (disabled) => {
		if (isBoolean(disabled)) {
			_subjects.state.next({ disabled });
			iterateFieldsByAction(_fields, (ref, name) => {
				const currentField = get(_fields, name);
				if (currentField) {
					ref.disabled = currentField._f.disabled || disabled;
					if (Array.isArray(currentField._f.refs)) currentField._f.refs.forEach((inputRef) => {
						inputRef.disabled = currentField._f.disabled || disabled;
					});
				}
			}, 0);
		}
	};
	const handleSubmit = (onValid, onInvalid) => async (e) => {
		let result = void 0;
		let onValidError = void 0;
		let onValidFailed = false;
		if (e) {
			e.preventDefault && e.preventDefault();
			e.persist && e.persist();
		}
		let fieldValues = cloneObject(_formValues);
		_subjects.state.next({ isSubmitting: true });
		const resetCallId = _resetCallId;
		const onSubmitError = (error) => {
			if (resetCallId === _resetCallId) _subjects.state.next({ isSubmitting: false });
			throw error;
		};
		if (_options.resolver) {
			let validationResult;
			try {
				validationResult = await _runSchema();
			} catch (error) {
				onSubmitError(error);
			}
			const { errors, values } = validationResult;
			if (resetCallId !== _resetCallId) return;
			_updateIsValidating();
			Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
			_formState.errors = errors;
			fieldValues = cloneObject(values);
		} else {
			try {
				await executeBuiltInValidation({
					fields: _fields,
					eventType: EVENTS.SUBMIT
				});
			} catch (error) {
				onSubmitError(error);
			}
			if (resetCallId !== _resetCallId) return;
			unset(_formState.errors, ROOT_ERROR_TYPE);
			_formState.errors = { ..._formState.errors };
		}
		if (_names.disabled.size && (isObject(fieldValues) || Array.isArray(fieldValues))) for (const name of _names.disabled) unset(fieldValues, name);
		if (isEmptyObject(_formState.errors)) {
			_subjects.state.next({ errors: {} });
			try {
				result = await onValid(fieldValues, e);
			} catch (error) {
				onValidFailed = true;
				onValidError = error;
			}
		} else {
			if (onInvalid) try {
				await onInvalid({ ..._formState.errors }, e);
			} catch (error) {
				onSubmitError(error);
			}
			if (resetCallId === _resetCallId) {
				_focusError();
				setTimeout(_focusError);
			}
		}
		if (resetCallId === _resetCallId) _subjects.state.next({
			isSubmitted: true,
			isSubmitting: false,
			isSubmitSuccessful: isEmptyObject(_formState.errors) && !onValidFailed,
			submitCount: _formState.submitCount + 1,
			errors: _formState.errors
		});
		if (onValidFailed) throw onValidError;
		return result;
	};
	const resetField = (name, options = {}) => {
		if (get(_fields, name)) {
			_updateValidatingFields([name]);
			if (isUndefined(options.defaultValue)) setValue(name, cloneObject(get(_defaultValues, name)));
			else {
				setValue(name, options.defaultValue);
				_defaultValues = cloneObject(_defaultValues);
				set(_defaultValues, name, cloneObject(options.defaultValue));
			}
			if (!options.keepTouched) unset(_formState.touchedFields, name);
			if (!options.keepDirty) {
				unset(_formState.dirtyFields, name);
				_formState.isDirty = !isUndefined(options.defaultValue) ? _getDirty(name, cloneObject(get(_defaultValues, name))) : _getDirty();
			}
			if (!options.keepError) {
				cancelDelayedErrorTree(name);
				unset(_formState.errors, name);
				_formState.errors = { ..._formState.errors };
				_setValid();
			}
			_subjects.state.next({
				..._formState,
				isValidating: !isEmptyObject(_formState.validatingFields)
			});
		}
	};
	const _reset = (formValues, keepStateOptions = {}) => {
		_resetCallId++;
		const updatedValues = formValues ? cloneObject(formValues) : _defaultValues;
		const cloneUpdatedValues = cloneObject(updatedValues);
		const isEmptyResetValues = isEmptyObject(formValues);
		const values = cloneUpdatedValues;
		const fieldRefs = _fields;
		Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
		if (!keepStateOptions.keepDefaultValues) _defaultValues = updatedValues;
		if (!keepStateOptions.keepValues) {
			if (keepStateOptions.keepDirtyValues) {
				const fieldsToCheck = /* @__PURE__ */ new Set([..._names.mount, ...collectDirtyFieldNames(getDirtyFields(_defaultValues, _formValues, void 0, fieldRefs), _formState.dirtyFields)]);
				for (const fieldName of fieldsToCheck) {
					const isDirty = get(_formState.dirtyFields, fieldName);
					const existingValue = get(_formValues, fieldName);
					const newValue = get(values, fieldName);
					if (isDirty && !isUndefined(existingValue)) set(values, fieldName, existingValue);
					else if (!isDirty && !isUndefined(newValue)) setValue(fieldName, newValue);
				}
			} else {
				if (isWeb && isUndefined(formValues)) for (const name of _names.mount) {
					const field = get(_fields, name);
					if (field && field._f) {
						const fieldReference = Array.isArray(field._f.refs) ? field._f.refs[0] : field._f.ref;
						if (isHTMLElement(fieldReference)) {
							const form = fieldReference.closest("form");
							if (form) {
								form.reset();
								break;
							}
						}
					}
				}
				if (keepStateOptions.keepFieldsRef) for (const fieldName of _names.mount) setValue(fieldName, get(values, fieldName));
				else _fields = {};
			}
			if (_options.shouldUnregister) {
				_formValues = keepStateOptions.keepDefaultValues ? cloneObject(_defaultValues) : {};
				if (keepStateOptions.keepFieldsRef) for (const fieldName of _names.mount) set(_formValues, fieldName, get(values, fieldName));
			} else _formValues = cloneObject(values);
			_subjects.array.next({ values: { ...values } });
			_subjects.state.next({
				name: void 0,
				type: void 0,
				values: { ...values }
			});
		}
		_names = {
			mount: keepStateOptions.keepDirtyValues || keepStateOptions.keepFieldsRef ? _names.mount : /* @__PURE__ */ new Set(),
			unMount: /* @__PURE__ */ new Set(),
			array: /* @__PURE__ */ new Set(),
			registerName: /* @__PURE__ */ new Set(),
			disabled: keepStateOptions.keepValues || keepStateOptions.keepDirtyValues || keepStateOptions.keepFieldsRef ? new Set([..._names.disabled].filter((name) => get(_fields, name))) : /* @__PURE__ */ new Set(),
			watch: /* @__PURE__ */ new Set(),
			watchAll: false,
			focus: ""
		};
		_state.mount = !_proxyFormState.isValid || !!keepStateOptions.keepIsValid || !!keepStateOptions.keepDirtyValues || !_options.shouldUnregister && !isEmptyObject(values);
		_state.watch = !!_options.shouldUnregister;
		_state.keepIsValid = !!keepStateOptions.keepIsValid;
		_state.action = false;
		_state.actionArrayLengths.clear();
		_dirtyFieldsStale = false;
		if (!keepStateOptions.keepErrors) _formState.errors = {};
		_subjects.state.next({
			submitCount: keepStateOptions.keepSubmitCount ? _formState.submitCount : 0,
			isDirty: isEmptyResetValues ? false : keepStateOptions.keepDirty ? _formState.isDirty : keepStateOptions.keepValues ? _getDirty() : !!(keepStateOptions.keepDefaultValues && formValues && !deepEqual(formValues, _defaultValues)),
			isSubmitted: keepStateOptions.keepIsSubmitted ? _formState.isSubmitted : false,
			dirtyFields: isEmptyResetValues ? {} : keepStateOptions.keepDirtyValues ? keepStateOptions.keepDefaultValues && _formValues ? getDirtyFields(_defaultValues, _formValues, void 0, fieldRefs) : _formState.dirtyFields : keepStateOptions.keepDefaultValues && formValues ? getDirtyFields(_defaultValues, formValues, void 0, fieldRefs) : keepStateOptions.keepDirty ? _formState.dirtyFields : keepStateOptions.keepValues ? getDirtyFields(_defaultValues, _formValues, void 0, fieldRefs) : {},
			touchedFields: keepStateOptions.keepTouched ? _formState.touchedFields : {},
			...!keepStateOptions.keepIsValidating && (_formState.isValidating || !isEmptyObject(_formState.validatingFields)) ? {
				validatingFields: {},
				isValidating: false
			} : null,
			errors: keepStateOptions.keepErrors ? _formState.errors : {},
			isSubmitSuccessful: keepStateOptions.keepIsSubmitSuccessful ? _formState.isSubmitSuccessful : false,
			isSubmitting: false,
			defaultValues: _defaultValues
		});
	};
	const reset = (formValues, keepStateOptions) => _reset(isFunction(formValues) ? formValues(_formValues) : formValues, {
		..._options.resetOptions,
		...keepStateOptions
	});
	const setFocus = (name, options = {}) => {
		const field = get(_fields, name);
		const fieldReference = field && field._f;
		if (fieldReference) {
			const fieldRef = fieldReference.refs ? fieldReference.refs.find((ref) => !ref.disabled) || fieldReference.refs[0] : fieldReference.ref;
			if (fieldRef.focus) setTimeout(() => {
				fieldRef.focus();
				options.shouldSelect && isFunction(fieldRef.select) && fieldRef.select();
			});
		}
	};
	const _setFormState = (updatedFormState) => {
		const { name, type, values, ...formState } = updatedFormState;
		if (Object.keys(formState).length) _formState = {
			..._formState,
			...formState
		};
	};
	_subjects.state.subscribe({ next: _setFormState });
	const _resetDefaultValues = () => isFunction(_options.defaultValues) && _options.defaultValues().then((values) => {
		reset(values, _options.resetOptions);
		_subjects.state.next({ isLoading: false });
	});
	const resetDefaultValues = (values, options = {}) => {
		_defaultValues = cloneObject(values);
		if (!options.keepDirty) {
			const newDirtyFields = getDirtyFields(_defaultValues, _formValues, void 0, _fields);
			_formState.dirtyFields = newDirtyFields;
			_formState.isDirty = !isEmptyObject(newDirtyFields);
		}
		if (!options.keepIsValid) _setValid();
		_subjects.state.next({
			..._formState,
			defaultValues: _defaultValues
		});
	};
	const methods = {
		control: {
			register,
			unregister,
			getFieldState,
			handleSubmit,
			setError,
			_subscribe,
			_runSchema,
			_updateIsValidating,
			_focusError,
			_getWatch,
			_getDirty,
			_setValid,
			_setFieldArray,
			_setDisabledField,
			_setErrors,
			_getFieldArray,
			_reset,
			_resetDefaultValues,
			_removeUnmounted,
			_disableForm,
			_subjects,
			_proxyFormState,
			get _fields() {
				return _fields;
			},
			get _formValues() {
				return _formValues;
			},
			get _state() {
				return _state;
			},
			set _state(value) {
				_state = value;
			},
			get _defaultValues() {
				return _defaultValues;
			},
			get _names() {
				return _names;
			},
			set _names(value) {
				_names = value;
			},
			get _formState() {
				return _formState;
			},
			get _options() {
				return _options;
			},
			set _options(value) {
				_options = {
					..._options,
					...value
				};
				_validationModeBeforeSubmit = getValidationModes(_options.mode);
				_validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
				shouldDisplayAllAssociatedErrors = _options.criteriaMode === VALIDATION_MODE.all;
			}
		},
		subscribe,
		trigger,
		register,
		handleSubmit,
		watch,
		setValue,
		setValues,
		getValues,
		getErrors,
		reset,
		resetField,
		resetDefaultValues,
		clearErrors,
		unregister,
		setError,
		setFocus,
		getFieldState
	};
	return {
		...methods,
		formControl: methods
	};
}
var RESET_OPTIONS = {
	mode: defaultOptions.mode,
	reValidateMode: defaultOptions.reValidateMode,
	shouldFocusError: defaultOptions.shouldFocusError,
	resolver: void 0,
	criteriaMode: void 0,
	delayError: void 0,
	shouldUnregister: void 0,
	shouldUseNativeValidation: void 0,
	context: void 0,
	progressive: void 0,
	resetOptions: void 0
};
/**
* Core hook for managing a form. Returns all methods and state for
* registration, validation, and submission.
*
* @see [API](https://react-hook-form.com/docs/useform)
*
* @example
* ```tsx
* const { register, handleSubmit, formState: { errors } } = useForm<FormValues>();
* <form onSubmit={handleSubmit(onSubmit)}>
*   <input {...register("email", { required: true })} />
* </form>
* ```
*/
function useForm(props = {}) {
	const _formControl = import_react.useRef(void 0);
	const _values = import_react.useRef(void 0);
	const _formControlProp = import_react.useRef(props.formControl);
	const _hadDisabled = import_react.useRef(false);
	const _hadValidate = import_react.useRef(!!props.validate);
	const _hadErrors = import_react.useRef(!!props.errors);
	const _isMounted = import_react.useRef(false);
	const [formState, updateFormState] = import_react.useState(() => ({
		...cloneObject(DEFAULT_FORM_STATE),
		isLoading: isFunction(props.defaultValues),
		errors: props.errors || {},
		disabled: props.disabled || false,
		defaultValues: isFunction(props.defaultValues) ? void 0 : props.defaultValues
	}));
	if (!_formControl.current || props.formControl && _formControlProp.current !== props.formControl) {
		_formControlProp.current = props.formControl;
		_hadDisabled.current = false;
		if (props.formControl) {
			_formControl.current = {
				...props.formControl,
				formState
			};
			if (props.defaultValues && !isFunction(props.defaultValues)) props.formControl.reset(props.defaultValues, props.resetOptions);
		} else {
			const { formControl, ...rest } = createFormControl(props);
			_formControl.current = {
				...rest,
				formState
			};
		}
	}
	const control = _formControl.current.control;
	const previousOptions = control._options;
	const removedOptions = {};
	for (const key in RESET_OPTIONS) if (key in previousOptions && !(key in props)) removedOptions[key] = RESET_OPTIONS[key];
	if (_hadDisabled.current && !props.disabled) removedOptions.disabled = false;
	control._options = {
		...removedOptions,
		...props,
		validate: props.validate
	};
	const getCurrentFormState = () => ({
		...control._formState,
		defaultValues: control._defaultValues
	});
	const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
	useIsomorphicLayoutEffect(() => {
		resyncIfNeeded(true, getCurrentFormState, updateFormState);
		const unsubscribe = control._subscribe({
			formState: control._proxyFormState,
			callback: () => updateFormState({
				...control._formState,
				defaultValues: control._defaultValues
			}),
			reRenderRoot: true
		});
		updateFormState((data) => ({
			...data,
			isReady: true
		}));
		control._formState.isReady = true;
		control._subjects.state.next({ isReady: true });
		return () => {
			unsubscribe();
			snapshot(true, getCurrentFormState);
		};
	}, [
		control,
		resyncIfNeeded,
		snapshot
	]);
	import_react.useEffect(() => {
		control._disableForm(_hadDisabled.current && !props.disabled ? false : props.disabled);
		_hadDisabled.current = !!props.disabled;
	}, [control, props.disabled]);
	import_react.useEffect(() => {
		if (props.mode) control._options.mode = props.mode;
		if (props.reValidateMode) control._options.reValidateMode = props.reValidateMode;
	}, [
		control,
		props.mode,
		props.reValidateMode
	]);
	import_react.useEffect(() => {
		if (props.errors) {
			control._setErrors(props.errors);
			control._focusError();
		} else if (_hadErrors.current) control._setErrors({});
		_hadErrors.current = !!props.errors;
	}, [control, props.errors]);
	import_react.useEffect(() => {
		if (_hadValidate.current && !props.validate) _formControl.current && _formControl.current.clearErrors(FORM_ERROR_TYPE);
		_hadValidate.current = !!props.validate;
	}, [props.validate]);
	import_react.useEffect(() => {
		props.shouldUnregister && control._subjects.state.next({ values: control._getWatch() });
	}, [control, props.shouldUnregister]);
	import_react.useEffect(() => {
		if (control._proxyFormState.isDirty) {
			const isDirty = control._getDirty();
			if (isDirty !== formState.isDirty) control._subjects.state.next({ isDirty });
		}
	}, [control, formState.isDirty]);
	import_react.useEffect(() => {
		if (props.values && !deepEqual(props.values, _values.current)) {
			control._reset(props.values, {
				keepFieldsRef: true,
				...control._options.resetOptions
			});
			if (!(control._options.resetOptions && control._options.resetOptions.keepIsValid)) control._setValid();
			_values.current = props.values;
			updateFormState((state) => ({ ...state }));
		} else control._resetDefaultValues();
	}, [control, props.values]);
	import_react.useEffect(() => {
		if (!control._state.mount || !_isMounted.current && !props.values) {
			control._setValid();
			control._state.mount = true;
		}
		_isMounted.current = true;
		if (control._state.watch) {
			control._state.watch = false;
			control._subjects.state.next({ ...control._formState });
		}
		control._removeUnmounted();
	});
	_formControl.current.formState = import_react.useMemo(() => getProxyFormState(formState, control), [control, formState]);
	return _formControl.current;
}
var HookFormContext = import_react.createContext(null);
HookFormContext.displayName = "HookFormContext";
// apps/site/src/forms/form-fields.tsx
/** What a libs/ui field takes from react-hook-form: value, events, ref and the error to show. */
function boundFieldProps({ field, fieldState }) {
	return {
		ref: field.ref,
		name: field.name,
		value: field.value ?? "",
		onChange: field.onChange,
		onBlur: field.onBlur,
		isDisabled: field.disabled,
		isInvalid: fieldState.invalid,
		errorMessage: fieldState.error?.message,
		validationBehavior: "aria"
	};
}
/** A text field of a react-hook-form form: its value, its error under it. */
function FormTextField({ control, name, rules, normalizeOnBlur, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		rules,
		render: (bound) => {
			const boundProps = boundFieldProps(bound);
			const onBlur = normalizeOnBlur ? () => {
				const normalized = normalizeOnBlur(boundProps.value);
				if (normalized !== boundProps.value) bound.field.onChange(normalized);
				bound.field.onBlur();
			} : boundProps.onBlur;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...props,
				...boundProps,
				onBlur
			});
		}
	});
}
/** A multi-line text field of a react-hook-form form: its value, its error under it. */
function FormTextArea({ control, name, rules, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		rules,
		render: (bound) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
			...props,
			...boundFieldProps(bound)
		})
	});
}
/** A password field (with the show/hide toggle of libs/ui) of a react-hook-form form. */
function FormPasswordField({ control, name, rules, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		rules,
		render: (bound) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
			...props,
			...boundFieldProps(bound)
		})
	});
}
/** A `YYYY-MM-DD` text (or the day of an ISO time) as a date field's value; else no date. */
function calendarDateOf(day) {
	if (typeof day !== "string" || day === "") return null;
	try {
		return $58246871e4652552$export$6b862160d295c8e(day.slice(0, 10));
	} catch {
		return null;
	}
}
/**
* A date of a react-hook-form form, held as `YYYY-MM-DD` ('' for none) and typed in the Russian
* order (ДД.ММ.ГГГГ) whatever the browser's language, which a native date input would follow.
*/
function FormDateField({ control, name, rules, label, description }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		control,
		name,
		rules,
		render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
			label,
			description,
			name: field.name,
			value: calendarDateOf(field.value),
			onChange: (date) => field.onChange(date ? date.toString() : ""),
			onBlur: field.onBlur,
			isDisabled: field.disabled,
			isInvalid: fieldState.invalid,
			errorMessage: fieldState.error?.message,
			validationBehavior: "aria"
		})
	});
}
export { calendarDateOf as a, get as c, useFieldArray as d, useForm as f, FormTextField as i, set as l, DateField as m, FormPasswordField as n, Controller as o, useWatch as p, FormTextArea as r, appendErrors as s, FormDateField as t, useController as u };

//# sourceMappingURL=form-fields-BEe_Skxt.js.map