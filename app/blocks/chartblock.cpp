#include "app/blocks/chartblock.h"

#include "app/charts/buseschart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"
#include "app/richtext.h"
#include "app/scorebinding.h"
#include "lessons/parameters.h"

#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

namespace app {

namespace {

attn::charts::ScoreChartConfig scoreConfig(const ScoreBinding& binding) {
    attn::charts::ScoreChartConfig config;
    config.scores = binding.scores;
    config.setup = binding.setup;
    config.keyLabels = binding.keyLabels;
    return config;
}

bool isScoreKind(const QString& kind) {
    return kind == QLatin1String("softmax") || kind == QLatin1String("gradient") ||
           kind == QLatin1String("buses") || kind == QLatin1String("temperature");
}

} // namespace

ChartBlock::ChartBlock(const lessons::Block& block, const PageContext& context, QWidget* parent)
    : QFrame(parent), block_(block), context_(context) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    createPanel();
    if (panel_) {
        layout->addWidget(panel_);
        if (block_.has(QStringLiteral("title")))
            panel_->setTitle(markdownToPlainText(block_.html(QStringLiteral("title"))));
        if (block_.has(QStringLiteral("caption"))) {
            // The caption line is rich text; the Markdown is rendered to HTML first.
            QTextDocument document;
            document.setMarkdown(block_.html(QStringLiteral("caption")));
            QString html = document.toHtml();
            panel_->setCaption(html);
        }
        setAccessibleName(panel_->title());
    } else {
        auto* missing =
            new QLabel(tr("This build cannot draw charts of kind “%1”.").arg(block_.kind()), this);
        missing->setWordWrap(true);
        layout->addWidget(missing);
    }
    if (context_.params && !read_.isEmpty())
        connect(context_.params, &lessons::ParameterSet::changed, this,
                &ChartBlock::parameterChanged);
}

ChartBlock::~ChartBlock() = default;

void ChartBlock::createPanel() {
    const QString kind = block_.kind();
    if (isScoreKind(kind)) {
        const ScoreBinding binding = resolveScoreKeys(block_, context_.params);
        read_ = binding.parametersRead;
        const attn::charts::ScoreChartConfig config = scoreConfig(binding);
        if (kind == QLatin1String("softmax"))
            panel_ = new attn::charts::SoftmaxChart(config, this);
        else if (kind == QLatin1String("gradient"))
            panel_ = new attn::charts::GradientChart(config, this);
        else if (kind == QLatin1String("buses"))
            panel_ = new attn::charts::BusesChart(config, this);
        else
            panel_ = new attn::charts::TemperatureChart(config, this);
        return;
    }
}

void ChartBlock::parameterChanged(const QString& name) {
    if (!read_.contains(name) || !panel_)
        return;
    if (auto* chart = qobject_cast<attn::charts::ScoreChart*>(panel_)) {
        const ScoreBinding binding = resolveScoreKeys(block_, context_.params);
        const attn::charts::ScoreChartConfig& current = chart->config();
        if (current.scores.size() != binding.scores.size() || current.scores != binding.scores) {
            chart->setConfig(scoreConfig(binding));
            return;
        }
        if (current.setup.dk != binding.setup.dk)
            chart->setDk(binding.setup.dk);
        if (current.setup.scale != binding.setup.scale)
            chart->setScaleRule(binding.setup.scale);
        if (current.setup.temperature != binding.setup.temperature)
            chart->setTemperature(binding.setup.temperature);
    }
}

} // namespace app
