#include "app/lessonpage.h"

#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/blocks/explainblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/tableblock.h"
#include "app/blocks/textblocks.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/parameters.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QScrollBar>
#include <QStackedLayout>
#include <QVBoxLayout>

namespace app {

namespace {

constexpr int kColumnMaxWidth = 940; // about 100 characters of body text: comfortable lines
constexpr int kRestoreWindowMs = 3000;

// Stands in for a chart or table that a question keeps hidden until it is answered.
class RevealGate : public QWidget {
public:
    RevealGate(QWidget* target, QWidget* parent) : QWidget(parent), target_(target) {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        placeholder_ =
            new QLabel(QCoreApplication::translate(
                           "app::LessonPage", "Answer the prediction above first; this part of the "
                                              "lesson appears once you have."),
                       this);
        placeholder_->setWordWrap(true);
        placeholder_->setFrameShape(QFrame::StyledPanel);
        placeholder_->setMargin(12);
        placeholder_->setAlignment(Qt::AlignCenter);
        layout->addWidget(placeholder_);
        target->setParent(this);
        layout->addWidget(target);
        setOpen(false);
    }
    void setOpen(bool open) {
        placeholder_->setVisible(!open);
        target_->setVisible(open);
    }

private:
    QWidget* target_;
    QLabel* placeholder_;
};

} // namespace

LessonPage::LessonPage(const lessons::Lesson& lesson, ProgressKeeper* progress,
                       const std::function<QString(const QString&)>& lessonTitle,
                       const QHash<QString, QVariant>& keptValues, QWidget* parent)
    : QScrollArea(parent), lesson_(lesson), lessonTitle_(lessonTitle) {
    params_ = new lessons::ParameterSet(this);
    params_->defineFromLesson(lesson_);
    for (auto it = keptValues.begin(); it != keptValues.end(); ++it) {
        if (params_->contains(it.key()) && params_->value(it.key()).typeId() == it.value().typeId())
            params_->setValue(it.key(), it.value());
    }
    context_.lessonId = lesson_.id;
    context_.lesson = &lesson_;
    context_.params = params_;
    context_.progress = progress;

    // The page sizes its content itself (fitContent): QScrollArea's own resizing takes the
    // minimum height of word-wrapped labels at a narrow width and leaves a tall blank tail.
    setWidgetResizable(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAccessibleName(tr("Lesson: %1").arg(lesson_.title));
    setAccessibleDescription(lesson_.summary);

    auto* content = new QWidget;
    content->setBackgroundRole(QPalette::Base);
    content->setAutoFillBackground(true);
    auto* outer = new QHBoxLayout(content);
    column_ = new QWidget(content);
    column_->setMaximumWidth(kColumnMaxWidth);
    outer->addStretch(0);
    outer->addWidget(column_, 1);
    outer->addStretch(0);
    auto* layout = new QVBoxLayout(column_);
    layout->setContentsMargins(24, 16, 24, 32);
    layout->setSpacing(10);

    // The lesson's own first heading usually is its title; only add one when it is not.
    const QList<lessons::Section> sections = lesson_.sections();
    if (sections.isEmpty() || sections.first().title != lesson_.title) {
        auto* title = new QLabel(lesson_.title, column_);
        QFont titleFont = title->font();
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
        titleFont.setBold(true);
        title->setFont(titleFont);
        title->setWordWrap(true);
        layout->addWidget(title);
    }
    auto* meta =
        new QLabel(tr("About %1 minutes · %2").arg(lesson_.minutes).arg(lesson_.summary), column_);
    meta->setWordWrap(true);
    meta->setForegroundRole(QPalette::PlaceholderText);
    meta->setAccessibleName(meta->text());
    layout->addWidget(meta);

    for (const lessons::Block& block : lesson_.blocks) {
        QWidget* widget = build(block, column_);
        blockWidgets_.append(widget);
        if (widget)
            layout->addWidget(widget);
    }
    layout->addStretch(1);
    connectReveals();
    setWidget(content);
    content->installEventFilter(this);

    pendingExpiry_.setSingleShot(true);
    pendingExpiry_.setInterval(kRestoreWindowMs);
    connect(&pendingExpiry_, &QTimer::timeout, this, [this] { pendingScroll_ = -1; });
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (pendingScroll_ < 0)
            return;
        verticalScrollBar()->setValue(std::min(pendingScroll_, max));
        if (max >= pendingScroll_)
            pendingScroll_ = -1;
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int y) {
        if (pendingScroll_ < 0)
            emit positionChanged(y, currentSection());
    });
    baseFont_ = font();
}

LessonPage::~LessonPage() = default;

void LessonPage::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fitContent();
}

bool LessonPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        QMetaObject::invokeMethod(this, &LessonPage::fitContent, Qt::QueuedConnection);
    return QScrollArea::eventFilter(watched, event);
}

void LessonPage::fitContent() {
    QWidget* content = widget();
    if (!content)
        return;
    const int width = viewport()->width();
    content->layout()->activate();
    int height = content->layout()->hasHeightForWidth() ? content->heightForWidth(width)
                                                        : content->sizeHint().height();
    height = std::max(height, viewport()->height());
    if (content->size() != QSize(width, height))
        content->resize(width, height);
}

QWidget* LessonPage::build(const lessons::Block& block, QWidget* parent) {
    const QString& type = block.type;
    QWidget* widget = nullptr;
    const BlockFactory factory = [this](const lessons::Block& child, QWidget* owner) {
        return build(child, owner);
    };
    if (type == QLatin1String("prose")) {
        widget = new ProseBlock(block, parent);
    } else if (type == QLatin1String("code")) {
        widget = new CodeBlock(block, parent);
    } else if (type == QLatin1String("callout")) {
        widget = new CalloutBlock(block, parent);
    } else if (type == QLatin1String("formula")) {
        widget = new FormulaBlock(block, parent);
    } else if (type == QLatin1String("references")) {
        widget = new ReferencesBlock(block, parent);
    } else if (type == QLatin1String("next")) {
        auto* next =
            new NextLessonBlock(block, lessonTitle_(block.text(QStringLiteral("lesson"))), parent);
        connect(next, &NextLessonBlock::openLesson, this, &LessonPage::openLesson);
        widget = next;
    } else if (type == QLatin1String("slider")) {
        widget = new SliderControl(block, context_, parent);
    } else if (type == QLatin1String("toggle")) {
        widget = new ToggleControl(block, context_, parent);
    } else if (type == QLatin1String("choice")) {
        widget = new ChoiceControl(block, context_, parent);
    } else if (type == QLatin1String("chart")) {
        widget = new ChartBlock(block, context_, parent);
    } else if (type == QLatin1String("table")) {
        widget = new SoftmaxTableBlock(block, context_, parent);
    } else if (type == QLatin1String("readout")) {
        widget = new ReadoutBlock(block, context_, parent);
    } else if (type == QLatin1String("lab")) {
        widget = new LabBlock(block, context_, parent);
    } else if (type == QLatin1String("question")) {
        auto* question = new QuestionBlock(block, context_, parent);
        questions_.append(question);
        connect(question, &QuestionBlock::answeredChanged, this, &LessonPage::answersChanged);
        widget = question;
    } else if (type == QLatin1String("explain")) {
        widget = new ExplainBlock(block, context_, parent);
    } else if (type == QLatin1String("quickcheck")) {
        widget = new QuickCheckBlock(block, factory, parent);
    } else if (type == QLatin1String("walkthrough")) {
        widget = new WalkthroughBlock(block, factory, parent);
    }
    // Group ends and steps are structure only; anything else was rejected by the validator.
    const QString id = block.id();
    if (widget && !id.isEmpty())
        byId_.insert(id, widget);
    return widget;
}

void LessonPage::connectReveals() {
    for (QuestionBlock* question : std::as_const(questions_)) {
        const QString target = question->revealTarget();
        QWidget* widget = byId_.value(target);
        if (target.isEmpty() || !widget || !widget->parentWidget())
            continue;
        QWidget* parent = widget->parentWidget();
        auto* layout = qobject_cast<QBoxLayout*>(parent->layout());
        if (!layout)
            continue;
        const int index = layout->indexOf(widget);
        auto* gate = new RevealGate(widget, parent);
        layout->insertWidget(index, gate);
        const int blockIndex = int(blockWidgets_.indexOf(widget));
        if (blockIndex >= 0)
            blockWidgets_[blockIndex] = gate;
        gate->setOpen(question->isAnswered());
        connect(question, &QuestionBlock::answeredChanged, gate,
                [gate, question] { gate->setOpen(question->isAnswered()); });
    }
}

QHash<QString, QVariant> LessonPage::parameterValues() const {
    QHash<QString, QVariant> values;
    for (const QString& name : params_->names())
        values.insert(name, params_->value(name));
    return values;
}

bool LessonPage::isSettled() const {
    for (const ChartBlock* chart : findChildren<ChartBlock*>()) {
        if (!chart->isSettled())
            return false;
    }
    return true;
}

int LessonPage::answeredCount() const {
    int count = 0;
    for (const QuestionBlock* question : questions_)
        count += question->isAnswered() ? 1 : 0;
    return count;
}

int LessonPage::correctCount() const {
    int count = 0;
    for (const QuestionBlock* question : questions_)
        count += question->isCorrect() ? 1 : 0;
    return count;
}

void LessonPage::scrollToSection(int sectionIndex) {
    const QList<lessons::Section> sections = lesson_.sections();
    if (sectionIndex < 0 || sectionIndex >= sections.size())
        return;
    QWidget* target = blockWidget(sections.at(sectionIndex).blockIndex);
    if (!target)
        return;
    pendingScroll_ = -1;
    const QPoint top = target->mapTo(widget(), QPoint(0, 0));
    verticalScrollBar()->setValue(top.y());
}

QString LessonPage::currentSection() const {
    const QList<lessons::Section> sections = lesson_.sections();
    const int y = verticalScrollBar()->value();
    QString current;
    for (const lessons::Section& section : sections) {
        QWidget* target = blockWidget(section.blockIndex);
        if (!target)
            continue;
        if (target->mapTo(widget(), QPoint(0, 0)).y() <= y + 40)
            current = section.title;
    }
    return current;
}

int LessonPage::scrollPosition() const {
    return pendingScroll_ >= 0 ? pendingScroll_ : verticalScrollBar()->value();
}

void LessonPage::restoreScrollPosition(int y) {
    if (y <= 0)
        return;
    pendingScroll_ = y;
    pendingExpiry_.start();
    if (verticalScrollBar()->maximum() >= y) {
        verticalScrollBar()->setValue(y);
        pendingScroll_ = -1;
    }
}

void LessonPage::setZoom(int steps) {
    QFont font = baseFont_;
    const qreal base = baseFont_.pointSizeF() > 0 ? baseFont_.pointSizeF() : 10.0;
    font.setPointSizeF(std::max(6.0, base * (1.0 + 0.1 * steps)));
    widget()->setFont(font);
}

} // namespace app
