package verify

// mediaCountNouns adds count nouns of what folder listings and mail
// searches commonly hold besides files: photos, videos and receipts ("11
// fotos", "3 order receipts"). They are the items a listing of a photo
// folder or a search for receipts returns, so a number before them is
// how many there are, as with "files" or "emails".
func mediaCountNouns(l *lex) {
	l.add(kindCount, "", "photos|pictures|videos|receipts|fotos|fotografías|vídeos|recibos")
}
