import { x as config } from "./schemas-PBjYTboi.js";
import { t as countRu } from "./plural-DZ_BjWYa.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
// libs/domain/src/api/validation-messages.ts
var characters = {
	one: "символа",
	few: "символов",
	many: "символов"
};
var items = {
	one: "элемента",
	few: "элементов",
	many: "элементов"
};
var bytes = {
	one: "байта",
	few: "байт",
	many: "байт"
};
var formats = {
	email: "Неверный адрес почты",
	url: "Неверная ссылка",
	datetime: "Неверная дата и время",
	date: "Неверная дата",
	time: "Неверное время"
};
var typeNames = {
	string: "текст",
	number: "число",
	int: "целое число",
	boolean: "да или нет",
	array: "список",
	object: "объект",
	date: "дата"
};
function sizeUnit(origin) {
	if (origin === "string") return characters;
	if (origin === "array" || origin === "set" || origin === "map") return items;
	if (origin === "file") return bytes;
	return null;
}
function tooBig(origin, maximum, inclusive) {
	const limit = Number(maximum);
	const unit = sizeUnit(origin);
	if (unit) return origin === "string" ? `Не длиннее ${countRu(limit, unit)}` : `Не больше ${countRu(limit, unit)}`;
	return inclusive ? `Не больше ${limit}` : `Меньше ${limit}`;
}
function tooSmall(origin, minimum, inclusive) {
	const limit = Number(minimum);
	const unit = sizeUnit(origin);
	if (unit && limit === 1) return origin === "string" ? "Не заполнено" : "Нужен хотя бы один";
	if (unit) return origin === "string" ? `Не короче ${countRu(limit, unit)}` : `Не меньше ${countRu(limit, unit)}`;
	return inclusive ? `Не меньше ${limit}` : `Больше ${limit}`;
}
/** The Russian message of one validation issue that has no message of its own. */
function russianValidationMessage(issue) {
	switch (issue.code) {
		case "too_big": return tooBig(issue.origin, issue.maximum, issue.inclusive ?? true);
		case "too_small": return tooSmall(issue.origin, issue.minimum, issue.inclusive ?? true);
		case "invalid_type":
			if (issue.input === void 0) return "Обязательное поле";
			return `Ожидалось: ${typeNames[issue.expected] ?? issue.expected}`;
		case "invalid_value": return issue.values.length === 1 ? `Ожидалось: ${String(issue.values[0])}` : `Допустимые значения: ${issue.values.map(String).join(", ")}`;
		case "invalid_format": return formats[issue.format] ?? "Неверный формат";
		case "unrecognized_keys": return `${issue.keys.length === 1 ? "Лишнее поле" : "Лишние поля"}: ${issue.keys.join(", ")}`;
		case "not_multiple_of": return `Должно делиться на ${String(issue.divisor)}`;
		case "invalid_union": return "Неверное значение";
		default: return "Неверное значение";
	}
}
/**
* Makes every schema without a message of its own speak Russian. Zod's configuration is global:
* the API calls this when it builds the app, the site when it starts.
*/
function installRussianValidationMessages() {
	config({ customError: (issue) => russianValidationMessage(issue) });
}
// node_modules/lucide-react/dist/esm/icons/plus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "plus",
	size: 24,
	node: [["path", {
		d: "M5 12h14",
		key: "1ays0h"
	}], ["path", {
		d: "M12 5v14",
		key: "s699le"
	}]]
};
__iconData.node;
var Plus = createLucideIcon(__iconData);
export { installRussianValidationMessages as n, Plus as t };

//# sourceMappingURL=plus-DRW44IVb.js.map