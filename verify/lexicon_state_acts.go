package verify

// stateActTerms are completed acts that turn a setting or a record on or
// off, close or renew it, file or issue it, in the forms a reply uses to
// say the speaker did them ("I've disabled the card", "he cerrado la
// INC-5581", "已禁用", "無効化しました", "शिकायत दर्ज कर दी है", "रिफंड जारी
// कर दिया"). Each is only backed by a call that does that act: a tool or
// command named for it (card_disable, incidencia_cerrar, renew_loan,
// complaint_register, refund_issue, do_recharge; see stateActWords). The
// English forms are past forms, held by the speaker test of every -ed
// form (an act with a noun subject, "the store closed", is no claim).
func stateActTerms(l *lex) {
	l.add(kindAct, actChange, "disabled the|disabled it|disabled your|deactivated the|deactivated it|deactivated your|enabled the|enabled it|"+
		"enabled your|activated the|activated it|activated your|raised the|lowered the|renewed the|renewed it|renewed your|"+
		"reopened the|reopened it|closed the|closed it|closed your|registré|he registrado|"+
		"desactivé|he desactivado|activé|he activado|cerré|he cerrado|renové|he renovado|reabrí|he reabierto|"+
		"已禁用|禁用了|已停用|停用了|已启用|启用了|已冻结|冻结了|已续借|续借了|已续期|续期了|设好了|设置好了|已设置好|调高了|调低了|"+
		"無効化しました|無効にしました|有効化しました|有効にしました|無効化した|無効にした|無効化済み|延長しました|延長しておきました|"+
		"クローズしました|閉じました|引き上げました|引き下げました|"+
		"निष्क्रिय कर दिया|निष्क्रिय कर दी|डिसेबल कर दिया|डिसेबल कर दी|चालू कर दिया|चालू कर दी|एक्टिवेट कर दिया|एक्टिवेट कर दी|"+
		"रिन्यू कर दिया|रिन्यू कर दी|बढ़ा दिया|बढ़ा दी|घटा दिया|घटा दी|"+
		"已登记|登记了|दर्ज कर दी|दर्ज कर दिया|दर्ज करा दी|दर्ज करा दिया|रजिस्टर कर दिया|रजिस्टर कर दी")
	l.add(kindAct, actCommit, "issued the|issued a|issued your|emití|he emitido|"+
		"已开具|开具了|已报修|报修了|発行しました|発行しておきました|起票しました|"+
		"जारी कर दिया|जारी कर दी|जारी कर दिए")
	l.add(kindAct, actSend, "掲載しました|掲載済み|掲載しておきました|投稿済み")
	// Blocking a thing off (a car from bookings, a slot, a seat) holds it,
	// as "he bloqueado" does (see switchActTerms).
	l.add(kindAct, actBook, "i've blocked|i have blocked|i blocked|we've blocked|we blocked|"+
		"已屏蔽|屏蔽了|ブロックしました|ブロックしておきました|ब्लॉक कर दिया|ब्लॉक कर दी|ब्लॉक कर दिए")
	l.add(kindAct, actPay, "recharged|topped up|recargué|he recargado|已充值|充值了|チャージしました|"+
		"रिचार्ज कर दिया|रिचार्ज कर दी")
}

// stateActWords are the words of tool names that do those acts. Only a
// name's words count: an argument {"issue": "missing_punch"} filters
// records and issues nothing.
var stateActWords = wordPairs("disable=change;enable=change;deactivate=change;activate=change;close=change;reopen=change;" +
	"renew=change;desactivar=change;activar=change;cerrar=change;renovar=change;register=change;" +
	"enroll=change;registrar=change;issue=commit;recharge=pay;topup=pay;recargar=pay;" +
	// Blocking holds a thing off (vehicle_block, bloquear_fecha).
	"block=book;bloquear=book;")

// createdActs are the acts a tool does that creates a record of this kind
// (reservation_create, create_order, ticket_new, add_appointment): making
// a reservation books, making an order buys, making a ticket files,
// making a message sends. A noun alone names no act: booking_lookup and
// order_status only read.
var createdActs = wordPairs("reservation=book;reservations=book;booking=book;appointment=book;reserva=book;cita=book;" +
	"order=pay;pedido=pay;ticket=commit;complaint=commit;claim=commit;incident=commit;message=send;" +
	"notification=send;")

// creatorWords are name words of tools that create a record.
var creatorWords = wordSet("create new add make place open crear nuevo")

// Assigning (a room, a ticket) records a change, in a tool's name or in
// its argument of what to do ({"accion": "asignar"}), as "update" does.
// Approving an application or a loan changes its state too.
func init() {
	actionWords["assign"], actionWords["asignar"] = actChange, actChange
	actionWords["approve"], actionWords["aprobar"] = actChange, actChange
}
