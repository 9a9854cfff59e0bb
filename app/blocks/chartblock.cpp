#include "app/blocks/chartblock.h"

#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"
#include "app/richtext.h"
#include "app/scorebinding.h"
#include "lessons/parameters.h"

#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

// The largest value a bindable integer key can take: the bound slider's maximum, or the literal.
int largestBound(const lessons::Block& block, const QString& key, const PageContext& context) {
    const QString param = block.binding(key);
    if (param.isEmpty())
        return block.integer(key);
    const lessons::Block* control = context.lesson ? context.lesson->control(param) : nullptr;
    if (!control)
        return lessons::kMaxDk;
    if (control->has(QStringLiteral("values"))) {
        const QList<double> stops = control->list(QStringLiteral("values"));
        return stops.isEmpty() ? lessons::kMaxDk : int(std::ceil(stops.last()));
    }
    return int(std::ceil(control->number(QStringLiteral("max"))));
}

int clampDk(double dk, int maxDk) {
    if (!std::isfinite(dk))
        return 1;
    return std::clamp(int(std::lround(dk)), 1, maxDk);
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
    const QString dkParam = block_.binding(QStringLiteral("dk"));
    const QString scaledParam = block_.binding(QStringLiteral("scaled"));
    for (const QString& name : {dkParam, scaledParam}) {
        if (!name.isEmpty())
            read_.append(name);
    }
    const lessons::ParameterSet* params = context_.params;
    if (kind == QLatin1String("histogram")) {
        attn::charts::HistogramConfig config;
        const int maxDk =
            std::clamp(largestBound(block_, QStringLiteral("dk"), context_), 1, lessons::kMaxDk);
        config.bench.seed = std::uint64_t(std::max(0, block_.integer(QStringLiteral("seed"))));
        config.bench.samples = block_.integer(QStringLiteral("samples"));
        config.bench.sigma = block_.number(QStringLiteral("sigma"));
        config.bench.maxDk = maxDk;
        config.dk = clampDk(boundNumber(block_, QStringLiteral("dk"), params), maxDk);
        config.bins = block_.integer(QStringLiteral("bins"));
        const QList<double> range = block_.list(QStringLiteral("range"));
        if (range.size() == 2) {
            config.lo = range.at(0);
            config.hi = range.at(1);
        }
        config.scaled = boundBool(block_, QStringLiteral("scaled"), params);
        config.theory = block_.boolean(QStringLiteral("theory"));
        panel_ = new attn::charts::HistogramChart(config, this);
    } else if (kind == QLatin1String("sigma-vs-dk")) {
        attn::charts::SigmaVsDkConfig config;
        config.bench.seed = std::uint64_t(std::max(0, block_.integer(QStringLiteral("seed"))));
        config.bench.samples = block_.integer(QStringLiteral("samples"));
        config.bench.maxDk =
            std::clamp(block_.integer(QStringLiteral("max-dk")), 2, lessons::kMaxDk);
        config.dk = clampDk(boundNumber(block_, QStringLiteral("dk"), params), config.bench.maxDk);
        config.scaled = boundBool(block_, QStringLiteral("scaled"), params);
        panel_ = new attn::charts::SigmaVsDkChart(config, this);
    } else if (kind == QLatin1String("channel-bank")) {
        attn::charts::ChannelBankConfig config;
        config.seed = std::uint64_t(std::max(0, block_.integer(QStringLiteral("seed"))));
        config.pair = block_.integer(QStringLiteral("pair"));
        config.maxDk = std::clamp(largestBound(block_, QStringLiteral("dk"), context_), 1, 1024);
        config.dk = clampDk(boundNumber(block_, QStringLiteral("dk"), params), config.maxDk);
        panel_ = new attn::charts::ChannelBankChart(config, this);
    }
}

bool ChartBlock::isSettled() const {
    if (!panel_)
        return true;
    if (panel_->isBusy())
        return false;
    if (auto* histogram = qobject_cast<attn::charts::HistogramChart*>(panel_))
        return histogram->shownDk() > 0 || histogram->hasMessage();
    if (auto* sigma = qobject_cast<attn::charts::SigmaVsDkChart*>(panel_))
        return sigma->isComplete() || sigma->hasMessage();
    return true;
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
        return;
    }
    const lessons::ParameterSet* params = context_.params;
    const bool dkChanged = name == block_.binding(QStringLiteral("dk"));
    const bool scaledChanged = name == block_.binding(QStringLiteral("scaled"));
    if (auto* histogram = qobject_cast<attn::charts::HistogramChart*>(panel_)) {
        if (dkChanged)
            histogram->setDk(clampDk(params->number(name), histogram->config().bench.maxDk));
        if (scaledChanged)
            histogram->setScaled(params->value(name).toBool());
    } else if (auto* sigma = qobject_cast<attn::charts::SigmaVsDkChart*>(panel_)) {
        if (dkChanged)
            sigma->setDk(clampDk(params->number(name), sigma->config().bench.maxDk));
        if (scaledChanged)
            sigma->setScaled(params->value(name).toBool());
    } else if (auto* bank = qobject_cast<attn::charts::ChannelBankChart*>(panel_)) {
        if (dkChanged)
            bank->setDk(clampDk(params->number(name), bank->config().maxDk));
    }
}

} // namespace app
