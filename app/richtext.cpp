#include "app/richtext.h"

#include "app/lessondocument.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextDocument>
#include <QtMath>

namespace app {

QString markdownToPlainText(const QString& markdown) {
    QTextDocument document;
    document.setMarkdown(markdown);
    return document.toPlainText().simplified();
}

MarkdownLabel::MarkdownLabel(const QString& markdown, QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::MarkdownText);
    setWordWrap(true);
    setOpenExternalLinks(false); // links go through the lesson link policy
    connect(this, &QLabel::linkActivated, this,
            [this](const QString& link) { activateLessonLink(this, QUrl(link)); });
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::NoFocus); // the text itself is read by the screen reader via the name
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    setMarkdown(markdown);
    connect(this, &QLabel::linkHovered, this, [this](const QString& link) { hoveredLink_ = link; });
}

void MarkdownLabel::mouseReleaseEvent(QMouseEvent* event) {
    QLabel::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && hoveredLink_.isEmpty())
        emit clicked();
}

void MarkdownLabel::setMarkdown(const QString& markdown) {
    // Most labels (options, prompts) are plain sentences; a plain-text label lays out far faster
    // than a Markdown document, which matters at startup with dozens of them on a page.
    static const QRegularExpression markup(
        QStringLiteral("[*_`\\[\\]<>&#|\\\\~]|^\\s*[-+]\\s|^\\s*\\d+[.)]\\s"),
        QRegularExpression::MultilineOption);
    const bool plain = !markdown.contains(markup) && !markdown.contains(QLatin1Char('\n'));
    // Rich text goes in as HTML made by a LessonDocument: QLabel's own document would load images.
    setTextFormat(plain ? Qt::PlainText : Qt::RichText);
    setText(plain ? markdown : lessonRichText(markdown));
    setAccessibleName(plain ? markdown.simplified() : markdownToPlainText(markdown));
}

MarkdownView::MarkdownView(QWidget* parent) : QTextBrowser(parent) {
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setOpenLinks(false);
    setOpenExternalLinks(false); // links go through the lesson link policy
    connect(this, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) { activateLessonLink(this, url); });
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    viewport()->setAutoFillBackground(false);
    document()->setDocumentMargin(0); // the page column already has its margins
    setAutoFillBackground(false);
    // Keyboard users reach links with Tab; the prose itself does not take focus in the tab chain.
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::ClickFocus);
}

void MarkdownView::setLessonMarkdown(const QString& markdown) {
    setMarkdown(markdown);
    LessonDocument::stripResources(document());
    // Prose with links joins the tab chain so its links are reachable from the keyboard.
    setFocusPolicy(markdown.contains(QLatin1String("](")) ||
                           markdown.contains(QLatin1String("<http"))
                       ? Qt::StrongFocus
                       : Qt::ClickFocus);
    const QString plain = document()->toPlainText().simplified();
    setAccessibleName(tr("Lesson text"));
    setAccessibleDescription(plain.left(400));
    fitHeightToContent();
}

QSize MarkdownView::sizeHint() const {
    return {QTextBrowser::sizeHint().width(), height()};
}

QSize MarkdownView::minimumSizeHint() const {
    return {100, height()};
}

void MarkdownView::resizeEvent(QResizeEvent* event) {
    QTextBrowser::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitHeightToContent();
}

void MarkdownView::changeEvent(QEvent* event) {
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitHeightToContent();
}

QVariant MarkdownView::loadResource(int type, const QUrl&) {
    return LessonDocument::refusedResource(type); // lesson format, "Safety"
}

void MarkdownView::fitHeightToContent() {
    document()->setTextWidth(viewport()->width());
    const int contentHeight = qCeil(document()->size().height());
    const int wanted = contentHeight + 2 * frameWidth() + 2;
    if (wanted != height())
        setFixedHeight(wanted);
}

} // namespace app
