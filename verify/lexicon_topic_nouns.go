package verify

import "strings"

// topicNounTerms name what common data tools report, in every language,
// as "weather" and "calendar" nouns do: a look-up verb with one of these
// objects ("我也看了下空气质量", "在庫の引当も確認した", "I also checked
// the air quality") claims a call whose tool name carries the English
// word (air_quality, inventory_check), and is unbacked when none ran or
// it failed.
func topicNounTerms(l *lex) {
	l.add(kindWeak, "air", "air quality|aqi|calidad del aire|空气质量|空氣品質|空気質|大気質|वायु गुणवत्ता|हवा की गुणवत्ता")
	l.add(kindWeak, "inventory", "inventory|stock levels|inventario|existencias|在庫|库存|庫存|इन्वेंटरी")
	// The dictionary: before the '=' the English words of tool names
	// (crash_reports, fire_api, pay_invoice; a plural name word is read
	// as its singular, see toolFamilies) that the nouns after it name, in
	// every language. These are everyday words, so they claim a call only
	// as the object of a look-up verb ("he consultado los incendios
	// activos", "クラッシュレポートも確認しました"), never with a value alone.
	for _, line := range topicDictionary {
		keys, nouns, _ := cutAt(line, "=")
		for _, fam := range strings.Fields(keys) {
			for rest, more := nouns, true; more; {
				var p string
				p, rest, more = cutByte(rest, '|')
				*l = append(*l, term{text: p, kind: kindWeak, family: fam, look: true})
			}
		}
	}
}

// topicDictionary is read by topicNounTerms: "keys=noun|noun|…".
var topicDictionary = [...]string{
	// Commerce.
	"order=order|orders|your order|pedido|pedidos|tu pedido|订单|訂單|注文|オーダー|ऑर्डर",
	"cart basket=cart|shopping cart|carrito|cesta|购物车|カート|कार्ट",
	"product catalog=product|products|catalog|catalogue|producto|productos|catálogo|商品|产品|製品|カタログ|उत्पाद|प्रोडक्ट|कैटलॉग",
	"shipment shipping tracking delivery parcel courier track=shipment|shipments|shipping|tracking|delivery|the package|your package|parcel|envío|envíos|paquete|seguimiento|entrega|物流|快递|包裹|发货|配送|運送|配達|追跡|शिपमेंट|डिलीवरी|पार्सल|पैकेज|ट्रैकिंग",
	"refund=refund|refunds|reembolso|devolución|退款|返金|रिफंड|रिफ़ंड",
	"coupon discount promo=coupon|coupons|discount|promo code|cupón|descuento|优惠券|折扣|クーポン|割引|कूपन|डिस्काउंट",
	"customer crm=customer|customers|crm|cliente|clientes|客户|顧客|ग्राहक|कस्टमर",
	"review rating=reviews|ratings|reseñas|opiniones|valoraciones|评价|评论|レビュー|口コミ|समीक्षा|रिव्यू",
	"supplier vendor=supplier|suppliers|vendor|vendors|proveedor|proveedores|供应商|仕入先|サプライヤー|सप्लायर|विक्रेता",
	"purchase procurement po=purchase order|orden de compra|采购单|采购订单|発注|発注書|खरीद आदेश",
	"warehouse=warehouse|almacén|仓库|倉庫|वेयरहाउस|गोदाम",
	"fleet truck=fleet|trucks|flota|camiones|车队|卡车|トラック|ट्रक",
	"freight cargo=freight|cargo|carga|货运|货物|貨物|कार्गो",
	// Finance.
	"invoice bill billing=invoice|invoices|bill|billing|factura|facturas|发票|账单|請求書|インボイス|इनवॉइस|चालान|बिल",
	"payment pay=payment|payments|pago|pagos|付款|支付记录|缴费|支払い|決済|भुगतान|पेमेंट",
	"payroll salary wage=payroll|salaries|nómina|nóminas|工资|薪资|薪酬|給与|給料|पेरोल|वेतन|सैलरी",
	"balance bank=balance|account balance|bank account|saldo|cuenta bancaria|余额|残高|口座|बैलेंस|शेष राशि",
	"transaction statement ledger=transaction|transactions|statement|transacción|transacciones|movimientos|交易记录|流水|取引|明細|लेनदेन|ट्रांजैक्शन",
	"expense reimbursement=expense|expenses|expense report|gastos|informe de gastos|nota de gastos|报销|开支|経費|経費精算|खर्च|एक्सपेंस",
	"budget=budget|presupuesto|预算|予算|बजट",
	"tax=tax|taxes|tax return|impuesto|impuestos|税务|税金|टैक्स",
	"fund nav=fund|funds|mutual fund|fondo|fondos|fondo de inversión|基金|ファンド|投資信託|फंड|म्यूचुअल फंड",
	"portfolio holding=portfolio|holdings|cartera|portafolio|投资组合|持仓|ポートフォリオ|保有銘柄|पोर्टफोलियो",
	"exchange currency fx forex=exchange rate|exchange rates|currency|tipo de cambio|divisa|divisas|汇率|為替|為替レート|विनिमय दर|एक्सचेंज रेट",
	"loan mortgage=loan|loans|mortgage|préstamo|préstamos|hipoteca|贷款|房贷|ローン|融資|लोन|ऋण",
	"credit=credit score|credit report|puntaje de crédito|historial crediticio|信用分|信用评分|信用スコア|क्रेडिट स्कोर",
	"crypto bitcoin wallet=crypto|bitcoin|criptomoneda|加密货币|比特币|暗号資産|ビットコイン|क्रिप्टो|बिटकॉइन",
	"insurance policy=insurance|insurance policy|seguro|póliza|保险|保単|保険|बीमा|इंश्योरेंस",
	"claim=claim|claims|reclamación|siniestro|理赔|索赔|保険金請求|क्लेम|दावा",
	// Travel.
	"flight airline=flight|flights|your flight|vuelo|vuelos|tu vuelo|航班|机票|フライト|航空便|運航状況|फ़्लाइट|फ्लाइट|उड़ान",
	"hotel lodging=hotel|hotels|hoteles|alojamiento|酒店|宾馆|住宿|ホテル|宿泊|होटल",
	"booking reservation book reserve=booking|bookings|reservation|reservations|reserva|reservas|预订|予約|बुकिंग|आरक्षण",
	"rental car=rental|car rental|rental car|alquiler|coche de alquiler|租车|レンタカー|रेंटल|किराये की कार",
	"train rail=train|trains|tren|trenes|火车|列车|高铁|電車|列車|新幹線|ट्रेन",
	"visa passport=visa|passport|visado|pasaporte|签证|护照|ビザ|査証|パスポート|वीज़ा|वीजा|पासपोर्ट",
	"itinerary trip travel=itinerary|trip|itinerario|viaje|行程|旅程|旅行|यात्रा|ट्रिप",
	"baggage luggage=baggage|luggage|equipaje|maleta|行李|手荷物|बैगेज",
	"traffic=traffic|tráfico|路况|渋滞|交通状況|ट्रैफ़िक|ट्रैफिक",
	"route directions map=route|directions|ruta|indicaciones|路线|导航|ルート|経路|रास्ता|रूट",
	"parking=parking|aparcamiento|estacionamiento|停车|駐車場|पार्किंग",
	"restaurant dining=restaurant|restaurants|restaurante|restaurantes|餐厅|レストラン|रेस्टोरेंट",
	// Health.
	"appointment=appointment|appointments|cita|citas|挂号|診察予約|अपॉइंटमेंट",
	"patient medical ehr=medical record|patient record|historial médico|expediente médico|病历|カルテ|診療記録|मेडिकल रिकॉर्ड",
	"prescription pharmacy medication rx drug=prescription|prescriptions|medication|receta médica|medicamento|处方|処方箋|処方|प्रिस्क्रिप्शन|पर्चा",
	"lab=lab results|lab result|resultados de laboratorio|化验单|检验结果|検査結果|लैब रिपोर्ट",
	"vaccine vaccination immunization=vaccine|vaccination|vacuna|vacunas|疫苗|ワクチン|टीका|वैक्सीन",
	"doctor physician=doctor|médico|医生|医師|डॉक्टर",
	// Education.
	"grade gradebook=grades|marks|calificaciones|notas|成绩|成績|ग्रेड",
	"course=course|courses|curso|cursos|课程|コース|講座|授業|कोर्स|पाठ्यक्रम",
	"enrollment enroll registration=enrollment|enrolment|registration|matrícula|inscripción|报名|履修登録|नामांकन|रजिस्ट्रेशन",
	"task todo assignment homework=task|tasks|to-do|todo list|assignment|assignments|homework|tarea|tareas|任务|待办|作业|タスク|課題|宿題|टास्क|असाइनमेंट|होमवर्क",
	"exam=exam|exams|examen|exámenes|考试|試験|परीक्षा|एग्ज़ाम",
	"student=student record|alumno|estudiante|学生|छात्र",
	// Government and HR.
	"permit license licence=permit|permits|license|licence|permiso|licencia|许可证|执照|許可証|免許|ライセンス|लाइसेंस|परमिट",
	"vehicle registration=vehicle|vehicles|vehículo|车辆|車両|वाहन",
	"population census=population|census|población|censo|人口|जनसंख्या|आबादी",
	"employee staff hr=employee|employees|staff|empleado|empleados|员工|従業員|社員|कर्मचारी",
	"leave pto vacation timeoff=leave balance|time off|pto|vacaciones|假期|休假|年假|休暇|有給|छुट्टी",
	"candidate applicant recruiting hiring ats=candidate|candidates|applicant|applicants|candidato|candidatos|候选人|応募者|候補者|उम्मीदवार",
	"timesheet attendance=timesheet|timesheets|attendance|hoja de horas|asistencia|工时|考勤|勤怠|タイムシート|उपस्थिति|टाइमशीट",
	"listing property realestate=listing|listings|anuncio|anuncios|房源|物件|लिस्टिंग",
	"lease=lease|contrato de alquiler|租约|賃貸契約|लीज़",
	"energy electricity meter utility=electricity usage|energy usage|meter reading|consumo eléctrico|用电量|電力使用量|बिजली की खपत",
	"recipe=recipe|recipes|receta|recetas|食谱|菜谱|レシピ|रेसिपी",
	// Operations.
	"crash crashlytics=crash|crashes|crash report|crash reports|crash dashboard|cierre inesperado|cierres inesperados|崩溃|闪退|クラッシュ|क्रैश",
	"incident outage=incident|incidents|outage|incidente|incidentes|故障|インシデント|障害|इंसिडेंट",
	"alert alarm=alert|alerts|alarm|alarms|alerta|alertas|alarma|告警|报警|アラート|अलर्ट",
	"deployment deploy release=deployment|deployments|despliegue|despliegues|部署记录|デプロイ履歴|डिप्लॉयमेंट",
	"build pipeline ci=build|builds|pipeline|pipelines|ci|compilación|构建|流水线|ビルド|パイプライン|बिल्ड|पाइपलाइन",
	"metrics monitoring dashboard grafana prometheus=metrics|dashboard|dashboards|grafana|métricas|监控|指标|仪表盘|メトリクス|ダッシュボード|監視|मेट्रिक्स|डैशबोर्ड",
	"uptime=uptime|disponibilidad|可用性|稼働率|अपटाइम",
	"dns domain whois=dns|dns records|domain|dominio|域名|ドメイン|डोमेन",
	"cluster kubernetes k8s pod=cluster|pods|clúster|集群|クラスタ|クラスター|क्लस्टर",
	"backup snapshot=backup|backups|copia de seguridad|respaldo|备份|バックアップ|बैकअप",
	"queue=queue|queues|cola|队列|キュー|क्यू",
	"cost spend=cost|costs|coste|costo|costos|成本|コスト|लागत",
	"vulnerability vuln cve=vulnerability|vulnerabilities|cve|vulnerabilidad|漏洞|脆弱性|भेद्यता",
	"ticket jira helpdesk support=ticket|tickets|jira|incidencia|工单|チケット|टिकट",
	"firewall=firewall|cortafuegos|防火墙|ファイアウォール|फ़ायरवॉल",
	"pr pull=pull request|pull requests|the pr|合并请求|拉取请求|プルリク|プルリクエスト|पुल रिक्वेस्ट",
	// Messaging.
	"mail gmail outlook=email|emails|inbox|correo|correos|bandeja de entrada|邮件|邮箱|收件箱|メール|受信箱|ईमेल|इनबॉक्स",
	"sms text twilio=sms|text message|text messages|mensaje de texto|短信|ショートメッセージ|एसएमएस",
	"slack=slack|canal de slack|スラック|स्लैक",
	"message chat whatsapp telegram=messages|mensajes|消息|メッセージ|संदेश|मैसेज",
	"notification notify=notification|notifications|notificación|notificaciones|通知|お知らせ|नोटिफ़िकेशन",
	"contact addressbook=contact|contacts|contacto|contactos|联系人|通讯录|連絡先|アドレス帳|संपर्क|कॉन्टैक्ट",
	"voicemail=voicemail|buzón de voz|语音信箱|留守電|वॉइसमेल",
	"meeting zoom=meeting|meetings|reunión|reuniones|会议|会議|打ち合わせ|मीटिंग|बैठक",
	"reminder=reminder|reminders|recordatorio|recordatorios|提醒|リマインダー|रिमाइंडर",
	// Weather, hazards and news.
	"fire wildfire=fire|fires|wildfire|wildfires|active fires|incendio|incendios|incendio forestal|山火|火灾|火情|火点|山火事|火災|आग|जंगल की आग",
	"earthquake quake seismic=earthquake|earthquakes|sismo|sismos|terremoto|地震|भूकंप",
	"flood=flood|floods|flooding|inundación|inundaciones|洪水|洪涝|बाढ़",
	"storm hurricane typhoon cyclone=storm|hurricane|tormenta|huracán|台风|台風|तूफ़ान|तूफान",
	"pollen=pollen|polen|花粉|पराग",
	"news headlines=news|headlines|noticias|titulares|新闻|ニュース|समाचार|ख़बर|खबर",
	"score sports=score|scores|marcador|比分|スコア|स्कोर",
}
